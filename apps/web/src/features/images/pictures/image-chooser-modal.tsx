import { useState } from 'react';
import { Button } from '@/ui/button';
import { Modal } from '@/ui/modal';
import { Pager } from '@/ui/pager';
import { Loading } from '@/ui/spinner';
import { ErrorState } from '@/ui/states';
import { ImageThumbnail } from '../image-thumbnail';
import { useImagesList } from '../images.api';
import type { ImageDto } from '../image.types';
import { OwnerSelect } from '../owner-select';
import type { PictureItem } from './picture-list';

const toItem = (image: ImageDto): PictureItem => ({ imageId: image.id, url: image.viewUrl, thumbnailUrl: image.thumbnailUrl, isMain: false });

/**
 * The picture chooser every form with pictures opens: pictures filtered by owner company, several chosen at once
 * (kept across pages), then Choose (in the order they were ticked) or Cancel. `chosenIds` are shown as already in.
 */
export function ImageChooserModal({
  open,
  onClose,
  onChoose,
  chosenIds,
}: {
  open: boolean;
  onClose: () => void;
  onChoose: (items: PictureItem[]) => void;
  chosenIds: ReadonlySet<string>;
}) {
  const [owner, setOwner] = useState('');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<ImageDto[]>([]);
  const list = useImagesList({ owner, type: 'picture' }, page);

  const close = () => {
    setSelected([]);
    onClose();
  };
  const toggle = (image: ImageDto) => setSelected((s) => (s.some((i) => i.id === image.id) ? s.filter((i) => i.id !== image.id) : [...s, image]));

  return (
    <Modal
      open={open}
      onClose={close}
      title="Choose pictures"
      size="xl"
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button
            disabled={selected.length === 0}
            onClick={() => {
              onChoose(selected.map(toItem));
              close();
            }}
          >
            Choose{selected.length > 0 ? ` (${selected.length})` : ''}
          </Button>
        </>
      }
    >
      <OwnerSelect
        label="Owner"
        emptyLabel="Any owner"
        className="mb-3 max-w-sm"
        value={owner}
        onChange={(v) => {
          setOwner(v);
          setPage(1);
        }}
      />
      {list.isPending ? (
        <Loading label="Loading pictures…" />
      ) : list.isError ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.data.length === 0 ? (
        <p className="text-sm text-slate-800">No pictures found.</p>
      ) : (
        <>
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label="Pictures to choose from">
            {list.data.data.map((image) => {
              const already = chosenIds.has(image.id);
              return (
                <li key={image.id} className="space-y-1">
                  <label className="block cursor-pointer space-y-1 text-sm text-slate-900">
                    <ImageThumbnail thumbnailUrl={image.thumbnailUrl} url={image.viewUrl} alt="" />
                    <span className="flex items-center gap-2">
                      <input type="checkbox" disabled={already} checked={already || selected.some((i) => i.id === image.id)} onChange={() => toggle(image)} />
                      <span className="truncate">{image.originalName}</span>
                    </span>
                  </label>
                  <p className="truncate text-xs text-slate-700">{already ? 'Already chosen' : (image.owner?.name ?? 'No owner')}</p>
                </li>
              );
            })}
          </ul>
          <Pager total={list.data.meta.total} page={page} onPageChange={setPage} />
        </>
      )}
    </Modal>
  );
}
