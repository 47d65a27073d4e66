import type { PictureOwnerType } from '@farebox/domain';
import { errorMessage } from '@/ui/states';
import { ImageThumbnail } from '../image-thumbnail';
import { usePictures } from './pictures.api';

/**
 * The pictures of a view screen, read-only.
 * - `ownerType` / `ownerId`: whose pictures.
 * - `emptyText`: the spec's sentence when there are none, e.g. "No pictures for this zone.".
 * Thumbnails in order, the main one marked; each opens the picture in a new tab.
 */
export function PicturesGallery({ ownerType, ownerId, emptyText }: { ownerType: PictureOwnerType; ownerId: string; emptyText: string }) {
  const pictures = usePictures(ownerType, ownerId);
  if (pictures.isPending) return <p className="text-sm text-slate-700">Loading pictures…</p>;
  if (pictures.isError) return <p className="text-sm text-red-800">{errorMessage(pictures.error)}</p>;
  if (pictures.data.length === 0) return <p className="text-sm text-slate-900">{emptyText}</p>;
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label="Pictures">
      {pictures.data.map((p, n) => (
        <li key={p.imageId}>
          <a
            href={p.url}
            target="_blank"
            rel="noopener noreferrer"
            className="block space-y-1"
            aria-label={`Open picture ${n + 1}${p.isMain ? ' (main)' : ''} in a new tab`}
          >
            <ImageThumbnail thumbnailUrl={p.thumbnailUrl} url={p.url} alt={`Picture ${n + 1}`} />
            {p.isMain && <span className="text-xs font-semibold text-emerald-800">Main picture</span>}
          </a>
        </li>
      ))}
    </ul>
  );
}
