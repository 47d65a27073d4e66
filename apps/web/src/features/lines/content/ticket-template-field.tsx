import { useState } from 'react';
import { Button } from '@/ui/button';
import { Modal } from '@/ui/modal';
import { Pager } from '@/ui/pager';
import { Loading } from '@/ui/spinner';
import { ErrorState } from '@/ui/states';
import { useImagesList } from '@/features/images/images.api';

export interface TicketTemplateChoice {
  id: string;
  originalName: string;
  url: string;
}

/** The ticket template of a line: one PDF template from the image list (libs/images, type template), or none. */
export function TicketTemplateField({
  value,
  onChange,
  readOnly,
}: {
  value: TicketTemplateChoice | null;
  onChange: (template: TicketTemplateChoice | null) => void;
  readOnly: boolean;
}) {
  const [choosing, setChoosing] = useState(false);
  return (
    <fieldset className="rounded border border-slate-200 bg-white p-4">
      <legend className="px-1 text-sm font-medium text-slate-800">Ticket template</legend>
      {value ? (
        <p className="text-sm text-slate-900">
          <a href={value.url} target="_blank" rel="noopener noreferrer" className="text-sky-800 underline">
            {value.originalName}
          </a>
        </p>
      ) : (
        <p className="text-sm text-slate-800">No ticket template chosen.</p>
      )}
      {!readOnly && (
        <div className="mt-3 flex gap-2">
          <Button variant="secondary" onClick={() => setChoosing(true)}>
            Choose ticket template
          </Button>
          {value && (
            <Button variant="ghost" onClick={() => onChange(null)}>
              Remove ticket template
            </Button>
          )}
        </div>
      )}
      {choosing && (
        <TemplateChooser
          current={value?.id ?? null}
          onClose={() => setChoosing(false)}
          onChoose={(t) => {
            onChange(t);
            setChoosing(false);
          }}
        />
      )}
    </fieldset>
  );
}

function TemplateChooser({ current, onClose, onChoose }: { current: string | null; onClose: () => void; onChoose: (t: TicketTemplateChoice) => void }) {
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<TicketTemplateChoice | null>(null);
  const list = useImagesList({ owner: '', type: 'template' }, page);
  return (
    <Modal
      open
      onClose={onClose}
      title="Choose a ticket template"
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button disabled={!selected} onClick={() => selected && onChoose(selected)}>
            Choose
          </Button>
        </>
      }
    >
      {list.isPending ? (
        <Loading label="Loading templates…" />
      ) : list.isError ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.data.length === 0 ? (
        <p className="text-sm text-slate-800">No PDF templates found. Upload one on the Images page.</p>
      ) : (
        <>
          <ul className="space-y-2" aria-label="Templates to choose from">
            {list.data.data.map((image) => (
              <li key={image.id}>
                <label className="flex items-center gap-2 text-sm text-slate-900">
                  <input
                    type="radio"
                    name="ticket-template"
                    checked={(selected?.id ?? current) === image.id}
                    onChange={() => setSelected({ id: image.id, originalName: image.originalName, url: image.viewUrl })}
                  />
                  <span>{image.originalName}</span>
                  <span className="text-xs text-slate-700">{image.owner?.name ?? 'No owner'}</span>
                </label>
              </li>
            ))}
          </ul>
          <Pager total={list.data.meta.total} page={page} onPageChange={setPage} />
        </>
      )}
    </Modal>
  );
}
