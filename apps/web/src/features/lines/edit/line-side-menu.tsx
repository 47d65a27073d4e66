import { useState } from 'react';
import { useNavigate } from 'react-router';
import { SYNC_DAYS_DEFAULT, SYNC_DAYS_MAX } from '@farebox/domain';
import { ApiError } from '@/api/api-error';
import { Button } from '@/ui/button';
import { TextField } from '@/ui/form-fields';
import { formatTimestamp } from '@/ui/edit-conflict-notice';
import { useToast } from '@/ui/toast';
import { usePublishLine, useSyncLine, type LineDetail } from './line-edit.api';

const messageOf = (error: unknown) => (error instanceof ApiError ? error.body.message : 'Error Occurred');

/** Published or Unpublished, as the side menu and the header show it. */
export function LineStatusBadge({ published }: { published: boolean }) {
  return (
    <span className={`rounded px-2 py-0.5 text-sm font-semibold ${published ? 'bg-emerald-100 text-emerald-900' : 'bg-slate-200 text-slate-800'}`}>
      {published ? 'Published' : 'Unpublished'}
    </span>
  );
}

/** Sync Line: days in advance and the button (supplier-API and scraping lines), with the last run's outcome. */
function SyncLine({ line }: { line: LineDetail }) {
  const { notify } = useToast();
  const sync = useSyncLine(line.id);
  const [days, setDays] = useState(String(SYNC_DAYS_DEFAULT));
  const n = Number(days);
  const valid = Number.isInteger(n) && n >= 1 && n <= SYNC_DAYS_MAX;
  const last = line.lastSync;
  return (
    <div className="space-y-2 border-t border-slate-200 pt-3">
      <TextField
        label="Days in advance"
        type="number"
        min={1}
        max={SYNC_DAYS_MAX}
        step={1}
        value={days}
        onChange={(e) => setDays(e.target.value)}
        error={valid ? undefined : `Enter a whole number from 1 to ${SYNC_DAYS_MAX}.`}
      />
      <Button
        variant="secondary"
        className="w-full"
        disabled={!valid}
        loading={sync.isPending}
        onClick={() =>
          sync.mutate(n, {
            onSuccess: () => notify({ kind: 'success', title: 'Sync queued', text: `The next ${n} days of ${line.denomination}` }),
            onError: (error) => notify({ kind: 'error', title: 'Sync Line failed', text: messageOf(error) }),
          })
        }
      >
        Sync Line
      </Button>
      {last && (
        <p className="text-xs text-slate-700" aria-live="polite">
          Last sync ({formatTimestamp(last.requestedAt)}, {last.daysInAdvance} days):{' '}
          {last.state === 'queued' ? 'queued, waiting for the worker.' : last.result}
        </p>
      )}
    </div>
  );
}

/**
 * The side menu of the line editor (spec part 2, 2.9): status, Save, Publish or Unpublish, Duplicate, Sync Line,
 * Preview aToB and bToA, the supplier currency. Actions appear only when `line.access` allows them.
 */
export function LineSideMenu({
  line,
  canSave,
  saving,
  dirty,
  onSave,
}: {
  line?: LineDetail;
  canSave: boolean;
  saving: boolean;
  dirty: boolean;
  onSave: () => void;
}) {
  const navigate = useNavigate();
  const { notify } = useToast();
  const publish = usePublishLine(line?.id ?? '');
  const canEdit = !!line?.access.editLine;
  const togglePublished = () => {
    if (!line) return;
    const next = !line.published;
    publish.mutate(next, {
      onSuccess: (saved) => notify({ kind: 'success', title: next ? 'Line published' : 'Line unpublished', text: saved.denomination }),
      onError: (error) => notify({ kind: 'error', title: next ? 'Publish failed' : 'Unpublish failed', text: messageOf(error) }),
    });
  };
  return (
    <aside aria-label="Line actions" className="space-y-3 rounded border border-slate-200 bg-white p-4">
      <div className="flex items-center justify-between gap-2">
        <span className="text-sm font-medium text-slate-800">Status</span>
        <LineStatusBadge published={!!line?.published} />
      </div>
      {canSave && (
        <Button className="w-full" loading={saving} onClick={onSave}>
          Save
        </Button>
      )}
      {line && canEdit && (
        <>
          <Button
            variant="secondary"
            className="w-full"
            loading={publish.isPending}
            disabled={dirty}
            title={dirty ? 'Save your changes first' : undefined}
            onClick={togglePublished}
          >
            {line.published ? 'Unpublish' : 'Publish'}
          </Button>
          <Button variant="secondary" className="w-full" onClick={() => void navigate(`/lines/edit?duplicate=${line.id}`)}>
            Duplicate
          </Button>
          {(line.isSupplierApi || line.isScrapingAvailability) && <SyncLine line={line} />}
        </>
      )}
      {line?.published && (
        <div className="space-y-1 border-t border-slate-200 pt-3 text-sm">
          <p className="font-medium text-slate-800">Preview</p>
          {line.preview.aToB && line.preview.bToA ? (
            <ul className="space-y-1">
              <li>
                <a className="text-sky-900 underline" href={line.preview.aToB} target="_blank" rel="noreferrer">
                  Preview aToB
                </a>
              </li>
              <li>
                <a className="text-sky-900 underline" href={line.preview.bToA} target="_blank" rel="noreferrer">
                  Preview bToA
                </a>
              </li>
            </ul>
          ) : (
            <p className="text-slate-700">The public site is not configured (PUBLIC_SITE_URL), so there is no product page to preview.</p>
          )}
        </div>
      )}
      {line && (
        <div className="flex items-center justify-between gap-2 border-t border-slate-200 pt-3 text-sm">
          <span className="font-medium text-slate-800">Supplier currency</span>
          <span>{line.supplierCurrency}</span>
        </div>
      )}
    </aside>
  );
}
