import { canAccess, isEditablePartnerProperty, PARTNER_EDIT_RULE, PAYMENT_FLOW_LABELS } from '@farebox/domain';
import { useState, type ReactNode } from 'react';
import { Button } from '@/ui/button';
import { CollapsibleChangeLog } from '@/ui/change-log-table';
import { useActor } from '@/features/users/use-permissions';
import { partnerChangeLogQuery, type Partner } from './partner.api';
import { PropertyEditModal, type PropertyEdit } from './property-edit-modal';

type Logos = Record<string, { white?: string; dark?: string; text?: string }>;
type Palette = Record<string, Record<string, string>>;
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const dash = (v: string | null | undefined) => (v ? v : '-');

function Row({ label, children, onEdit }: { label: string; children: ReactNode; onEdit?: () => void }) {
  return (
    <div className="grid grid-cols-[12rem_1fr_auto] items-start gap-3 border-b border-slate-200 py-2 text-sm">
      <dt className="font-medium text-slate-800">{label}</dt>
      <dd className="min-w-0 break-words text-slate-900">{children}</dd>
      <dd>
        {onEdit && (
          <Button variant="secondary" size="sm" onClick={onEdit} aria-label={`Edit ${label}`}>
            Edit
          </Button>
        )}
      </dd>
    </div>
  );
}

function LogosView({ logos, urls }: { logos: Logos; urls: Record<string, string> }) {
  return (
    <ul className="space-y-2">
      {Object.entries(logos).map(([key, l]) => (
        <li key={key} className="flex flex-wrap items-center gap-3">
          <span className="font-medium">{key}</span>
          {(['white', 'dark'] as const).map((part) =>
            l[part] && urls[l[part]] ? (
              <img
                key={part}
                src={urls[l[part]]}
                alt={`${key} ${part} logo`}
                className={`h-10 rounded p-1 ${part === 'white' ? 'bg-slate-800' : 'bg-white ring-1 ring-slate-200'}`}
              />
            ) : (
              <span key={part}>-</span>
            ),
          )}
          <span>{dash(l.text)}</span>
        </li>
      ))}
    </ul>
  );
}

function PaletteView({ palette }: { palette: Palette }) {
  return (
    <div className="space-y-3">
      {Object.entries(palette).map(([group, colours]) => (
        <table key={group} className="text-sm">
          <caption className="text-left font-medium">{group}</caption>
          <tbody>
            {Object.entries(colours).map(([name, colour]) => (
              <tr key={name}>
                <th scope="row" className="pr-3 text-left font-normal">
                  {name}
                </th>
                <td className="pr-2">
                  <span aria-hidden="true" className="inline-block size-5 rounded border border-slate-300 align-middle" style={{ backgroundColor: colour }} />
                </td>
                <td className="font-mono">{colour}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ))}
    </div>
  );
}

/** The value of one property as the tab shows it: logos as images, a palette as colour tables, other values or a dash. */
function PropertyValue({ name, value, urls }: { name: string; value: unknown; urls: Record<string, string> }) {
  if (name === 'logos' && isObject(value)) return <LogosView logos={value as Logos} urls={urls} />;
  if (name === 'palette' && isObject(value)) return <PaletteView palette={value as Palette} />;
  if (value === null || value === undefined || value === '') return <>-</>;
  return <>{typeof value === 'string' ? value : JSON.stringify(value)}</>;
}

const kindOf = (key: string): PropertyEdit['kind'] => (key === 'logos' ? 'logos' : key === 'palette' ? 'palette' : 'text');

/** The Properties tab (spec part 2, 2.7): the booking agent's fields, or every property of the other types. */
export function PartnerProperties({ partner }: { partner: Partner }) {
  const canEdit = canAccess(useActor(), PARTNER_EDIT_RULE);
  const [editing, setEditing] = useState<PropertyEdit | null>(null);
  const editOf = (key: string) => (canEdit && isEditablePartnerProperty(key) ? () => setEditing({ kind: kindOf(key), key }) : undefined);

  return (
    <section aria-label="Properties" className="space-y-4">
      <dl className="rounded border border-slate-200 bg-white px-3">
        {partner.type === 'bookingAgent' ? (
          <>
            <Row label="Portal URL">{dash(partner.baseUrl)}</Row>
            <Row label="Agent Email">{dash(partner.agentEmail)}</Row>
            <Row label="Payment Method">{partner.paymentFlow ? PAYMENT_FLOW_LABELS[partner.paymentFlow] : '-'}</Row>
            <Row label="Currency">{dash(partner.currency)}</Row>
            {partner.paymentFlow === 'creditline' && <Row label="Current Balance">{dash(partner.balance)}</Row>}
            <Row label="Markup">{partner.markup ? `${partner.markup}%` : '-'}</Row>
            <Row label="Logo" onEdit={canEdit ? () => setEditing({ kind: 'logo', key: 'logo' }) : undefined}>
              {partner.logo ? <img src={partner.logo.thumbnailUrl ?? partner.logo.url} alt="Partner logo" className="h-12" /> : '-'}
            </Row>
          </>
        ) : Object.keys(partner.properties).length === 0 ? (
          <p className="py-3 text-sm text-slate-800">This partner has no properties.</p>
        ) : (
          Object.entries(partner.properties).map(([key, value]) => (
            <Row key={key} label={key} onEdit={editOf(key)}>
              <PropertyValue name={key} value={value} urls={partner.imageUrls} />
            </Row>
          ))
        )}
      </dl>
      <CollapsibleChangeLog query={partnerChangeLogQuery(partner.id)} />
      {editing && <PropertyEditModal partner={partner} edit={editing} onClose={() => setEditing(null)} />}
    </section>
  );
}
