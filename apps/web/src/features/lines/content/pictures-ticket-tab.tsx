import { useState } from 'react';
import { Button } from '@/ui/button';
import { CheckboxField } from '@/ui/form-fields';
import { PicturesField } from '@/features/images/pictures/pictures-field';
import { PicturesGallery } from '@/features/images/pictures/pictures-gallery';
import { usePicturesForm } from '@/features/images/pictures/use-pictures-form';
import type { LineDetail } from '@/features/lines/edit/line-edit.api';
import { LineSection, useSectionSave, type SectionVersion } from '@/features/lines/edit/line-section';
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
  return (
    <LineSection line={line} onLineChanged={onLineChanged} query={useLinePicturesTicket(line.id)} noun="pictures and ticket">
      {(saved, version) => <PicturesTicketForm line={line} saved={saved} version={version} />}
    </LineSection>
  );
}

const APPROVAL_INPUTS = [
  { key: 'bookingCode', label: 'Booking code' },
  { key: 'seatsNumber', label: 'Seat numbers' },
  { key: 'qrCodes', label: 'QR codes' },
] as const;

function PicturesTicketForm({ line, saved, version }: { line: ContentTabLine; saved: LinePicturesTicket; version: SectionVersion }) {
  const readOnly = !line.access.editLine;
  const save = useSaveLinePicturesTicket(line.id);
  const pictures = usePicturesForm('line', line.id);
  const [template, setTemplate] = useState<TicketTemplateChoice | null>(saved.ticketTemplate);
  const [inputs, setInputs] = useState(saved.approvalInputDefinitions);
  const [attachments, setAttachments] = useState(saved.needApprovalAttachments);

  const section = useSectionSave({ savedTitle: 'Pictures and ticket saved', notSaved: 'The pictures and ticket were not saved', version });
  const submit = () =>
    section.save(async () => {
      const result = await save.mutateAsync({
        version: Math.max(line.version, saved.version),
        pictures: pictures.value.map((p) => ({ imageId: p.imageId, isMain: p.isMain })),
        ticketTemplateId: template?.id ?? null,
        approvalInputDefinitions: inputs,
        needApprovalAttachments: attachments,
      });
      pictures.onChange(null);
      return result;
    });

  return (
    <form noValidate aria-label="Pictures & Ticket" className="space-y-4" onSubmit={section.onSubmit(submit)}>
      {section.conflictNotice}
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
      {section.errorLine}
      {!readOnly && (
        <Button type="submit" loading={save.isPending}>
          Save pictures and ticket
        </Button>
      )}
    </form>
  );
}
