import { useState } from 'react';
import { ApiError } from '@/api/api-error';
import { Button } from '@/ui/button';
import { Modal } from '@/ui/modal';
import { errorMessage } from '@/ui/states';
import { useToast } from '@/ui/toast';
import { ImageThumbnail } from './image-thumbnail';
import type { ImageDto } from './image.types';
import { useUpdateImage } from './images.api';
import { OwnerSelect } from './owner-select';

/** Edit image: its owner company, clearable; a stale version (409) says so and keeps the modal open. */
export function ImageEditModal({ image, onClose }: { image: ImageDto; onClose: () => void }) {
  const [ownerId, setOwnerId] = useState(image.owner?.id ?? '');
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateImage();
  const { notify } = useToast();

  const save = async () => {
    setError(null);
    try {
      await update.mutateAsync({ image, ownerId: ownerId || null });
      notify({ kind: 'success', title: 'Image updated', text: image.originalName });
      onClose();
    } catch (e) {
      setError(e instanceof ApiError && e.status === 409 ? 'Someone else changed this image. Close and open it again.' : errorMessage(e));
    }
  };

  return (
    <Modal
      open
      onClose={onClose}
      title="Edit image"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button loading={update.isPending} onClick={() => void save()}>
            Save
          </Button>
        </>
      }
    >
      <div className="space-y-3">
        <div className="max-w-xs">
          <ImageThumbnail thumbnailUrl={image.thumbnailUrl} url={image.viewUrl} isPdf={image.type === 'template'} alt={image.originalName} />
        </div>
        <p className="text-sm text-slate-800">{image.originalName}</p>
        <div className="flex items-end gap-2">
          <OwnerSelect className="flex-1" value={ownerId} onChange={setOwnerId} />
          <Button variant="ghost" disabled={!ownerId} onClick={() => setOwnerId('')}>
            Clear owner
          </Button>
        </div>
        {error && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {error}
          </p>
        )}
      </div>
    </Modal>
  );
}
