import { useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@/ui/button';
import { SelectField } from '@/ui/form-fields';
import { FilterBar } from '@/ui/list-page';
import { ConfirmDialog } from '@/ui/modal';
import { PageHeader } from '@/ui/page-header';
import { Pager } from '@/ui/pager';
import { Loading } from '@/ui/spinner';
import { EmptyState, ErrorState, errorMessage } from '@/ui/states';
import { useToast } from '@/ui/toast';
import { useUrlFilters } from '@/ui/use-url-filters';
import { usePermissions } from '@/features/users/use-permissions';
import { ImageEditModal } from './image-edit-modal';
import { ImageThumbnail } from './image-thumbnail';
import { IMAGE_FILTER_DEFAULTS, IMAGE_FILTER_KEYS, IMAGE_TYPE_OPTIONS, type ImageDto } from './image.types';
import { useDeleteImage, useImagesList } from './images.api';
import { OwnerSelect } from './owner-select';

const NO_DEBOUNCED: readonly never[] = [];

/** `/images?page&owner&type`: thumbnails with their owner, newest first; upload, edit owner, delete unless used. */
export function ImagesListPage() {
  const { canWrite } = usePermissions();
  const { notify } = useToast();
  const { filters, page, setFilter, setPage, reset } = useUrlFilters(IMAGE_FILTER_KEYS, NO_DEBOUNCED, { defaults: IMAGE_FILTER_DEFAULTS });
  const list = useImagesList(filters, page);
  const remove = useDeleteImage();
  const [editing, setEditing] = useState<ImageDto | null>(null);
  const [deleting, setDeleting] = useState<ImageDto | null>(null);

  const confirmDelete = async (image: ImageDto) => {
    try {
      await remove.mutateAsync(image.id);
      notify({ kind: 'success', title: 'Image deleted', text: image.originalName });
    } catch (error) {
      notify({ kind: 'error', title: 'The image was not deleted', text: errorMessage(error) });
    }
    setDeleting(null);
  };

  return (
    <div>
      <PageHeader
        title="Images"
        actions={
          canWrite && (
            <Link to="/upload" className={buttonClasses('primary')}>
              Upload
            </Link>
          )
        }
      />
      <FilterBar label="Filter images" onReset={reset} className="sm:grid-cols-3">
        <SelectField label="Type" value={filters.type} onChange={(e) => setFilter('type', e.target.value)} options={IMAGE_TYPE_OPTIONS} />
        <OwnerSelect label="Owner" emptyLabel="Any owner" value={filters.owner} onChange={(v) => setFilter('owner', v)} />
      </FilterBar>
      {list.data && (
        <p role="status" className="mb-2 text-sm text-slate-700">
          {list.data.meta.total} images found
        </p>
      )}
      {list.isPending ? (
        <Loading label="Loading images…" />
      ) : list.isError ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.data.length === 0 ? (
        <EmptyState title="No Results" text="Nothing matches these filters." />
      ) : (
        <>
          <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5" aria-label="Images">
            {list.data.data.map((image) => (
              <li key={image.id} className="space-y-1 rounded border border-slate-200 bg-white p-2">
                <a href={image.url} target="_blank" rel="noopener noreferrer" aria-label={`Open ${image.originalName} in a new tab`}>
                  <ImageThumbnail thumbnailUrl={image.thumbnailUrl} url={image.viewUrl} isPdf={image.type === 'template'} alt={image.originalName} />
                </a>
                <p className="truncate text-sm font-medium text-slate-900" title={image.originalName}>
                  {image.originalName}
                </p>
                <p className="truncate text-xs text-slate-700">
                  {image.type === 'template' ? 'PDF template' : 'Picture'} · {image.owner?.name ?? 'No owner'}
                </p>
                {canWrite && (
                  <div className="flex gap-1">
                    <Button size="sm" variant="secondary" aria-label={`Edit ${image.originalName}`} onClick={() => setEditing(image)}>
                      Edit
                    </Button>
                    <Button size="sm" variant="ghost" aria-label={`Delete ${image.originalName}`} onClick={() => setDeleting(image)}>
                      Delete
                    </Button>
                  </div>
                )}
              </li>
            ))}
          </ul>
          <Pager total={list.data.meta.total} page={page} onPageChange={setPage} />
        </>
      )}
      {editing && <ImageEditModal key={editing.id} image={editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={!!deleting}
        message={deleting && `Delete the image ${deleting.originalName}?`}
        confirmLabel="Delete"
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && void confirmDelete(deleting)}
      />
    </div>
  );
}
