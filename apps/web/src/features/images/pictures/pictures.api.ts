import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PictureOwnerType } from '@farebox/domain';
import { client, data } from '@/api/http';
import type { PictureItem } from './picture-list';

export const pictureKeys = {
  of: (ownerType: PictureOwnerType, ownerId: string) => ['pictures', ownerType, ownerId] as const,
};

const pathOf = (ownerType: PictureOwnerType, ownerId: string) => ({ params: { path: { ownerType, ownerId } } });

/** GET /api/pictures/{ownerType}/{ownerId}: the ordered pictures (disabled without an id, e.g. on a create form). */
export function usePictures(ownerType: PictureOwnerType, ownerId: string | undefined) {
  return useQuery({
    queryKey: pictureKeys.of(ownerType, ownerId ?? ''),
    queryFn: ({ signal }) => data(client.GET('/api/pictures/{ownerType}/{ownerId}', { ...pathOf(ownerType, ownerId!), signal })),
    enabled: !!ownerId,
  });
}

/** GET /api/pictures/covers/{ownerType}: the main picture of each owner of a list page, keyed by owner id. */
export function useCovers(ownerType: PictureOwnerType, ownerIds: string[] | undefined) {
  return useQuery({
    queryKey: ['pictures', 'covers', ownerType, ownerIds ?? []] as const,
    queryFn: async ({ signal }) => {
      const covers = await data(
        client.GET('/api/pictures/covers/{ownerType}', { params: { path: { ownerType }, query: { ownerIds: ownerIds!.join(',') } }, signal }),
      );
      return new Map(covers.map((c) => [c.ownerId, c]));
    },
    enabled: !!ownerIds && ownerIds.length > 0,
  });
}

/**
 * Saves an owner's ordered pictures after the owner's own save: `savePictures.mutateAsync({ ownerId, pictures })`,
 * with the id the save answered (so it works for a create too).
 */
export function useSavePictures(ownerType: PictureOwnerType) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ ownerId, pictures }: { ownerId: string; pictures: PictureItem[] }) =>
      data(
        client.PUT('/api/pictures/{ownerType}/{ownerId}', {
          ...pathOf(ownerType, ownerId),
          body: { pictures: pictures.map((p) => ({ imageId: p.imageId, isMain: p.isMain })) },
        }),
      ),
    onSuccess: (saved, { ownerId }) => qc.setQueryData(pictureKeys.of(ownerType, ownerId), saved),
  });
}
