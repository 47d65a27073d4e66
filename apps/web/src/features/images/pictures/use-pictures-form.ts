import { useState } from 'react';
import type { PictureOwnerType } from '@farebox/domain';
import { errorMessage } from '@/ui/states';
import { useToast } from '@/ui/toast';
import type { PictureItem } from './picture-list';
import { usePictures, useSavePictures } from './pictures.api';

/**
 * The value of a form's PicturesField and its save. `ownerId` is the edited owner's id (undefined on a create form).
 * After the owner's own save, `await pictures.save(saved.id)`: it writes the list only when it was changed, and never
 * throws (the owner is saved by then): a refusal is a toast, and the form keeps the list for another try.
 */
export function usePicturesForm(ownerType: PictureOwnerType, ownerId: string | undefined) {
  const stored = usePictures(ownerType, ownerId);
  const [edited, setEdited] = useState<PictureItem[] | null>(null);
  const saveMutation = useSavePictures(ownerType);
  const { notify } = useToast();
  const value: PictureItem[] = edited ?? stored.data?.map(({ imageId, url, thumbnailUrl, isMain }) => ({ imageId, url, thumbnailUrl, isMain })) ?? [];
  return {
    value,
    onChange: setEdited,
    loading: !!ownerId && stored.isPending,
    saving: saveMutation.isPending,
    save: async (savedOwnerId: string): Promise<boolean> => {
      if (edited === null) return true;
      try {
        await saveMutation.mutateAsync({ ownerId: savedOwnerId, pictures: edited });
        setEdited(null);
        return true;
      } catch (error) {
        notify({ kind: 'error', title: 'The pictures were not saved', text: errorMessage(error) });
        return false;
      }
    },
  };
}
