import { useState } from 'react';
import { ApiError } from '@/api/api-error';
import { Button } from '@/ui/button';
import { conflictChanges, EditConflictNotice, type ConflictChange } from '@/ui/edit-conflict-notice';
import { CheckboxField } from '@/ui/form-fields';
import { Spinner } from '@/ui/spinner';
import { useToast } from '@/ui/toast';
import { PicturesField } from '@/features/images/pictures/pictures-field';
import { PicturesGallery } from '@/features/images/pictures/pictures-gallery';
import { usePicturesForm } from '@/features/images/pictures/use-pictures-form';
import type { LineDetail } from '@/features/lines/edit/line-edit.api';
import { useLinePicturesTicket, useSaveLinePicturesTicket, type LinePicturesTicket } from './line-content.api';
import { TicketTemplateField, type TicketTemplateChoice } from './ticket-template-field';

/** What the tab needs of the line editor's line. */
export type ContentTabLine = Pick<LineDetail, 'id' | 'version' | 'access'>;

export interface ContentTabProps {
  line: ContentTabLine;
  /** Called after a save (a save bumps the line's version), so the page's next save is not stale. */
  onLineChanged: (line: ContentTabLine) => void;
}

/** Tab 3 of the line editor (spec part 2, 2.9 and 3.5): pictures, ticket template, approval inputs and attachments. */
export function PicturesTicketTab({ line, onLineChanged }: ContentTabProps) {
  const tab = useLinePicturesTicket(line.id);
  if (tab.isPending) return <Spinner label="Loading pictures and ticket" />;
  if (tab.isError)
    return (
      <p role="alert" className="text-sm font-medium text-red-700">
        The pictures and ticket could not be loaded: {tab.error instanceof ApiError ? tab.error.body.message : 'Error Occurred'}
      </p>
    );
  return (
    <PicturesTicketForm
      key={`${tab.data.lineId}:${tab.data.version}`}
      line={line}
      saved={tab.data}
      onSaved={(version) => onLineChanged({ ...line, version })}
      onReload={async () => {
        const latest = await tab.refetch();
        if (latest.data) onLineChanged({ ...line, version: latest.data.version });
      }}
    />
  );
}

const APPROVAL_INPUTS = [
  { key: 'bookingCode', label: 'Booking code' },
  { key: 'seatsNumber', label: 'Seat numbers' },
  { key: 'qrCodes', label: 'QR codes' },
] as const;

function PicturesTicketForm({
  line,
  saved,
  onSaved,
  onReload,
}: {
  line: ContentTabLine;
  saved: LinePicturesTicket;
  onSaved: (version: number) => void;
  onReload: () => Promise<void>;
}) {
  const readOnly = !line.access.editLine;
  const { notify } = useToast();
  const save = useSaveLinePicturesTicket(line.id);
  const pictures = usePicturesForm('line', line.id);
  const [template, setTemplate] = useState<TicketTemplateChoice | null>(saved.ticketTemplate);
  const [inputs, setInputs] = useState(saved.approvalInputDefinitions);
  const [attachments, setAttachments] = useState(saved.needApprovalAttachments);
  const [globalError, setGlobalError] = useState<string | null>(null);
  const [conflict, setConflict] = useState<ConflictChange[] | null>(null);

  const submit = async () => {
    setGlobalError(null);
    setConflict(null);
    try {
      const result = await save.mutateAsync({
        version: Math.max(line.version, saved.version),
        pictures: pictures.value.map((p) => ({ imageId: p.imageId, isMain: p.isMain })),
        ticketTemplateId: template?.id ?? null,
        approvalInputDefinitions: inputs,
        needApprovalAttachments: attachments,
      });
      pictures.onChange(null);
      notify({ kind: 'success', title: 'Pictures and ticket saved', text: `Version ${result.version}` });
      onSaved(result.version);
    } catch (error) {
      const changes = conflictChanges(error);
      if (changes) return setConflict(changes);
      setGlobalError(`The pictures and ticket were not saved: ${error instanceof ApiError ? error.body.message : 'Error Occurred'}`);
    }
  };

  return (
    <form
      noValidate
      aria-label="Pictures & Ticket"
      className="space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      {conflict && (
        <EditConflictNotice
          changes={conflict}
          onReload={() => {
            setConflict(null);
            void onReload();
          }}
        />
      )}
      {readOnly ? (
        <PicturesGallery ownerType="line" ownerId={line.id} emptyText="No pictures chosen." />
      ) : (
        <PicturesField ownerType="line" value={pictures.value} onChange={pictures.onChange} loading={pictures.loading} />
      )}
      <TicketTemplateField value={template} onChange={setTemplate} readOnly={readOnly} />
      <fieldset className="space-y-2 rounded border border-slate-200 bg-white p-4">
        <legend className="px-1 text-sm font-medium text-slate-800">Approval inputs</legend>
        <p className="text-sm text-slate-800">What the supplier enters when approving a booking of this line.</p>
        {APPROVAL_INPUTS.map(({ key, label }) => (
          <CheckboxField
            key={key}
            label={label}
            checked={inputs[key]}
            disabled={readOnly}
            onChange={(e) => setInputs((current) => ({ ...current, [key]: e.target.checked }))}
          />
        ))}
        <CheckboxField label="Approval attachments required" checked={attachments} disabled={readOnly} onChange={(e) => setAttachments(e.target.checked)} />
      </fieldset>
      {globalError && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {globalError}
        </p>
      )}
      {!readOnly && (
        <Button type="submit" loading={save.isPending}>
          Save pictures and ticket
        </Button>
      )}
    </form>
  );
}
