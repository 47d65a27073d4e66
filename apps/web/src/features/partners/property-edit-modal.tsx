import { validatePartnerProperty, type FieldProblem } from '@farebox/domain';
import { useState } from 'react';
import { Button } from '@/ui/button';
import { useEditConflict } from '@/ui/edit-conflict-notice';
import { TextField } from '@/ui/form-fields';
import { FormModal } from '@/ui/form-modal';
import { useToast } from '@/ui/toast';
import { ApiError } from '@/api/api-error';
import { ImageChooserModal } from '@/features/images/pictures/image-chooser-modal';
import { GlobalErrorLine } from '@/features/locations/location-form';
import { useUpdatePartner, type Partner } from './partner.api';

/** What the modal edits: the booking-agent logo, the logos per key, the palette or one plain value. */
export interface PropertyEdit {
  kind: 'logo' | 'logos' | 'palette' | 'text';
  key: string;
}

type Logos = Record<string, { white: string; dark: string; text: string }>;
type Palette = Record<string, Record<string, string>>;
type Choosing = { key: string; part: 'white' | 'dark' } | 'logo' | null;

const initialValue = (partner: Partner, edit: PropertyEdit): unknown => (edit.kind === 'logo' ? (partner.logo?.id ?? '') : partner.properties[edit.key]);

/** The property edit modal (spec part 2, 2.7) with Save changes; a stale version shows what someone else changed. */
export function PropertyEditModal({ partner, edit, onClose }: { partner: Partner; edit: PropertyEdit; onClose: () => void }) {
  const { notify } = useToast();
  const update = useUpdatePartner(partner.id);
  const conflict = useEditConflict();
  const [value, setValue] = useState<unknown>(() => structuredClone(initialValue(partner, edit)) ?? '');
  const [urls, setUrls] = useState<Record<string, string>>({ ...partner.imageUrls, ...(partner.logo ? { [partner.logo.id]: partner.logo.url } : {}) });
  const [problems, setProblems] = useState<FieldProblem[]>([]);
  const [globalError, setGlobalError] = useState<string | null>(null);
  const [choosing, setChoosing] = useState<Choosing>(null);
  const errorAt = (field: string) => problems.find((p) => p.field === field)?.message;
  const at = `properties.${edit.key}`;

  const save = async () => {
    const found = edit.kind === 'logo' ? (value ? [] : [{ field: 'logoImageId', message: 'Logo is required' }]) : validatePartnerProperty(edit.key, value);
    setProblems(found);
    setGlobalError(found.length ? 'Please fix the fields marked below.' : null);
    if (found.length) return;
    try {
      const body =
        edit.kind === 'logo' ? { version: partner.version, logoImageId: value as string } : { version: partner.version, properties: { [edit.key]: value } };
      await update.mutateAsync(body);
      notify({ kind: 'success', title: 'Changes saved', text: partner.name });
      onClose();
    } catch (error) {
      if (conflict.caught(error)) return;
      if (error instanceof ApiError) setProblems(error.fieldErrors);
      setGlobalError(`The changes were not saved: ${error instanceof ApiError ? error.body.message : 'Error Occurred'}`);
    }
  };

  const logos = value as Logos;
  const palette = value as Palette;
  return (
    <FormModal
      title={`Edit ${edit.kind === 'logo' ? 'logo' : edit.key}`}
      size="lg"
      onClose={onClose}
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
      submitLabel="Save changes"
      busy={update.isPending}
    >
      {conflict.notice}
      {edit.kind === 'logo' && (
        <div className="flex items-center gap-3">
          {typeof value === 'string' && urls[value] && <img src={urls[value]} alt="Chosen logo" className="h-12" />}
          <Button variant="secondary" onClick={() => setChoosing('logo')}>
            Choose logo
          </Button>
          {errorAt('logoImageId') && <p className="text-sm text-red-700">{errorAt('logoImageId')}</p>}
        </div>
      )}
      {edit.kind === 'text' && <TextField label={edit.key} required value={value as string} error={errorAt(at)} onChange={(e) => setValue(e.target.value)} />}
      {edit.kind === 'palette' &&
        Object.entries(palette).map(([group, colours]) => (
          <fieldset key={group} className="space-y-2">
            <legend className="font-medium text-slate-900">{group}</legend>
            {Object.entries(colours).map(([name, colour]) => {
              const set = (c: string) => setValue({ ...palette, [group]: { ...colours, [name]: c } });
              return (
                <div key={name} className="flex items-end gap-2">
                  <input
                    type="color"
                    aria-label={`${group} ${name} colour picker`}
                    value={/^#[0-9a-fA-F]{6}$/.test(colour) ? colour : '#000000'}
                    onChange={(e) => set(e.target.value)}
                    className="h-9 w-12 rounded border border-slate-300"
                  />
                  <TextField label={`${group} ${name}`} value={colour} error={errorAt(`${at}.${group}.${name}`)} onChange={(e) => set(e.target.value)} />
                </div>
              );
            })}
          </fieldset>
        ))}
      {edit.kind === 'logos' &&
        Object.entries(logos).map(([key, logo]) => (
          <fieldset key={key} className="space-y-2">
            <legend className="font-medium text-slate-900">{key}</legend>
            <div className="flex flex-wrap gap-3">
              {(['white', 'dark'] as const).map((part) => (
                <div key={part} className="flex items-center gap-2">
                  {urls[logo[part]] && (
                    <img src={urls[logo[part]]} alt={`${key} ${part} logo`} className={`h-10 rounded p-1 ${part === 'white' ? 'bg-slate-800' : 'bg-white'}`} />
                  )}
                  <Button variant="secondary" size="sm" onClick={() => setChoosing({ key, part })}>
                    {`Choose ${key} ${part} logo`}
                  </Button>
                  {errorAt(`${at}.${key}.${part}`) && <p className="text-sm text-red-700">{errorAt(`${at}.${key}.${part}`)}</p>}
                </div>
              ))}
            </div>
            <TextField
              label={`${key} text`}
              required
              value={logo.text}
              error={errorAt(`${at}.${key}.text`)}
              onChange={(e) => setValue({ ...logos, [key]: { ...logo, text: e.target.value } })}
            />
          </fieldset>
        ))}
      <GlobalErrorLine message={globalError} />
      <ImageChooserModal
        open={choosing !== null}
        onClose={() => setChoosing(null)}
        chosenIds={new Set()}
        onChoose={([first]) => {
          setUrls((u) => ({ ...u, [first.imageId]: first.url }));
          if (choosing === 'logo') setValue(first.imageId);
          else if (choosing) setValue({ ...logos, [choosing.key]: { ...logos[choosing.key], [choosing.part]: first.imageId } });
        }}
      />
    </FormModal>
  );
}
