import { ImageThumbnail } from '@/features/images/image-thumbnail';
import { usePictures } from '@/features/images/pictures/pictures.api';

/** The list's cover of a city: its main picture's thumbnail, or a dash while it has none. */
export function CityCover({ cityId, name }: { cityId: string; name: string }) {
  const pictures = usePictures('city', cityId);
  const main = pictures.data?.find((p) => p.isMain) ?? pictures.data?.[0];
  if (!main)
    return (
      <span>
        <span aria-hidden="true">—</span>
        <span className="sr-only">No cover for {name}</span>
      </span>
    );
  return (
    <div className="w-20">
      <ImageThumbnail thumbnailUrl={main.thumbnailUrl} url={main.url} alt={`Cover of ${name}`} />
    </div>
  );
}
