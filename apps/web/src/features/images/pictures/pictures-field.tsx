import { useState } from 'react';
import type { PictureOwnerType } from '@farebox/domain';
import { Button } from '@/ui/button';
import { ImageThumbnail } from '../image-thumbnail';
import { ImageChooserModal } from './image-chooser-modal';
import { addPictures, makeMain, movePicture, removePicture, type PictureItem } from './picture-list';

/**
 * The pictures of a form (a controlled control).
 * - `ownerType`: what the pictures belong to (city, province, zone, station, place); names the field for screen readers.
 * - `value` / `onChange`: the ordered list with exactly one main picture (kept so by every action here).
 * The field opens the chooser to add pictures, and moves each left or right, marks it main, removes it, or opens it
 * in a new tab. Load and save the list with usePicturesForm(ownerType, ownerId).
 */
export function PicturesField({
  ownerType,
  value,
  onChange,
  loading = false,
}: {
  ownerType: PictureOwnerType;
  value: PictureItem[];
  onChange: (pictures: PictureItem[]) => void;
  loading?: boolean;
}) {
  const [choosing, setChoosing] = useState(false);
  return (
    <fieldset className="rounded border border-slate-200 bg-white p-4" aria-label={`Pictures of the ${ownerType}`}>
      <legend className="px-1 text-sm font-medium text-slate-800">Pictures</legend>
      {loading ? (
        <p className="text-sm text-slate-700">Loading pictures…</p>
      ) : value.length === 0 ? (
        <p className="text-sm text-slate-800">No pictures chosen.</p>
      ) : (
        <ol className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label="Chosen pictures">
          {value.map((p, n) => {
            const name = `picture ${n + 1}`;
            return (
              <li key={p.imageId} className="space-y-1" aria-label={`Picture ${n + 1}${p.isMain ? ', main' : ''}`}>
                <ImageThumbnail thumbnailUrl={p.thumbnailUrl} url={p.url} alt={`Picture ${n + 1}`} />
                {p.isMain && <p className="text-xs font-semibold text-emerald-800">Main picture</p>}
                <div className="flex flex-wrap gap-1">
                  <Button size="sm" variant="ghost" aria-label={`Move ${name} left`} disabled={n === 0} onClick={() => onChange(movePicture(value, n, -1))}>
                    ←
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={`Move ${name} right`}
                    disabled={n === value.length - 1}
                    onClick={() => onChange(movePicture(value, n, 1))}
                  >
                    →
                  </Button>
                  {!p.isMain && (
                    <Button size="sm" variant="secondary" aria-label={`Make ${name} main`} onClick={() => onChange(makeMain(value, n))}>
                      Main
                    </Button>
                  )}
                  <Button size="sm" variant="ghost" aria-label={`Remove ${name}`} onClick={() => onChange(removePicture(value, n))}>
                    Remove
                  </Button>
                  <a
                    href={p.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="px-2 py-1 text-sm text-sky-800 underline"
                    aria-label={`Open ${name} in a new tab`}
                  >
                    Open
                  </a>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      <Button variant="secondary" className="mt-3" onClick={() => setChoosing(true)}>
        Choose pictures
      </Button>
      <ImageChooserModal
        open={choosing}
        onClose={() => setChoosing(false)}
        chosenIds={new Set(value.map((p) => p.imageId))}
        onChoose={(items) => onChange(addPictures(value, items))}
      />
    </fieldset>
  );
}
