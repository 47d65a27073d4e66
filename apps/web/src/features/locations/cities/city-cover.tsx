import { ImageThumbnail } from '@/features/images/image-thumbnail';

/** The list's cover of a city: its main picture's thumbnail, or a dash while it has none. */
export function CityCover({ cover, name }: { cover: { url: string; thumbnailUrl: string | null } | undefined; name: string }) {
  if (!cover)
    return (
      <span>
        <span aria-hidden="true">—</span>
        <span className="sr-only">No cover for {name}</span>
      </span>
    );
  return (
    <div className="w-20">
      <ImageThumbnail thumbnailUrl={cover.thumbnailUrl} url={cover.url} alt={`Cover of ${name}`} />
    </div>
  );
}
