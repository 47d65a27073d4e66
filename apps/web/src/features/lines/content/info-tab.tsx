import { useMemo, useState, type ReactNode } from 'react';
import { Controller, get, useFieldArray, useForm, type UseFormReturn } from 'react-hook-form';
import {
  LEG_TRANSPORTATION_TYPES,
  LINE_DIRECTIONS,
  LINE_TYPE_LABELS,
  MEASURE_UNITS,
  newLeg,
  newLineInfo,
  validateLineInfo,
  VOUCHER_ALERT_TEXT_MAX,
  VOUCHER_ALERT_TITLE_MAX,
  type LineDirection,
  type LineInfoFields,
} from '@farebox/domain';
import { Button } from '@/ui/button';
import { problemsResolver } from '@/ui/form-resolver';
import { CheckboxField, ReadOnlyField, SelectField, TextAreaField, TextField } from '@/ui/form-fields';
import { RichTextEditor } from '@/ui/rich-text/rich-text-editor';
import { LocationCityPicker } from '@/features/locations/location-options';
import { LineSection, useSectionSave, type SectionVersion } from '@/features/lines/edit/line-section';
import { LineStationPicker } from '@/features/lines/edit/line-station-picker';
import { useLineInfo, useSaveLineInfo, type LineInfo, type LineInfoBody } from './line-content.api';
import type { ContentTabLine, ContentTabProps } from './pictures-ticket-tab';

type Values = LineInfoFields;
type Form = UseFormReturn<Values>;
/** Names of the cities and stations the legs name, by id (a station with its city). */
type Places = Map<string, { name: string; cityId: string | null }>;

const DIRECTION_LABELS: Record<LineDirection, string> = { aToB: 'A to B', bToA: 'B to A' };
const TRANSPORT_OPTIONS = LEG_TRANSPORTATION_TYPES.map((t) => ({ value: t, label: t === 'walk' ? 'Walk' : LINE_TYPE_LABELS[t] }));
const RICH_FIELDS = [
  { name: 'info', label: 'General info' },
  { name: 'specialNotes', label: 'Special notes' },
  { name: 'pickUpDropOffPoints', label: 'Pick-up and drop-off points' },
] as const;

const errorAt = (form: Form, path: string): string | undefined => {
  const error: unknown = get(form.formState.errors, path);
  return error && typeof error === 'object' && 'message' in error && typeof error.message === 'string' ? error.message : undefined;
};
const whole = { valueAsNumber: true } as const;

/** The saved tab as form values (the domain's shape; anything the server left out takes the empty form's value). */
function toValues(info: LineInfo): Values {
  const empty = newLineInfo();
  const { lineId: _l, version: _v, ecommerce: _e, places: _p, ...fields } = info;
  return { ...empty, ...(fields as unknown as Partial<Values>) };
}

/** Tab 5 of the line editor (spec part 2, 2.9 and 3.5): info, itinerary, services, luggage, videos, voucher and passenger alerts. */
export function InfoTab({ line, onLineChanged }: ContentTabProps) {
  return (
    <LineSection line={line} onLineChanged={onLineChanged} query={useLineInfo(line.id)} noun="info">
      {(saved, version) => <InfoForm line={line} saved={saved} version={version} />}
    </LineSection>
  );
}

function InfoForm({ line, saved, version }: { line: ContentTabLine; saved: LineInfo; version: SectionVersion }) {
  const readOnly = !line.access.editLine;
  const save = useSaveLineInfo(line.id);
  const resolver = useMemo(() => problemsResolver<Values>(validateLineInfo), []);
  const form = useForm<Values>({ defaultValues: toValues(saved), resolver });
  const [places, setPlaces] = useState<Places>(() => new Map(saved.places.map((p) => [p.id, { name: p.name, cityId: p.cityId }])));

  const section = useSectionSave({ form, savedTitle: 'Info saved', notSaved: 'The info was not saved', version });
  const onValid = (values: Values) => {
    const body: LineInfoBody = { ...values, version: Math.max(line.version, saved.version) };
    return section.save(() => save.mutateAsync(body));
  };

  return (
    <form noValidate aria-label="Info & Social" className="space-y-6" onSubmit={section.onSubmit(onValid)}>
      {section.conflictNotice}
      <fieldset disabled={readOnly} className="space-y-6">
        <Section title="Descriptions">
          {RICH_FIELDS.map(({ name, label }) => (
            <Controller
              key={name}
              control={form.control}
              name={name}
              render={({ field }) => (
                <RichTextEditor label={label} value={field.value} onChange={field.onChange} error={errorAt(form, name)} disabled={readOnly} />
              )}
            />
          ))}
          <TextAreaField label="Short description" rows={2} error={errorAt(form, 'shortDescription')} {...form.register('shortDescription')} />
        </Section>

        {LINE_DIRECTIONS.map((direction) => (
          <Itinerary key={direction} form={form} direction={direction} places={places} setPlaces={setPlaces} readOnly={readOnly} />
        ))}

        <AdditionalServices form={form} readOnly={readOnly} />
        <Luggage form={form} />

        <Section title="Departure and media">
          <TextField
            label="Arrive before departure (minutes)"
            type="number"
            min={0}
            step={1}
            error={errorAt(form, 'arriveBeforeDeparture')}
            {...form.register('arriveBeforeDeparture', { setValueAs: (v: unknown) => (v === '' || v === null ? null : Number(v)) })}
          />
          <Videos form={form} readOnly={readOnly} />
          <TextField label="Blog URL" type="url" error={errorAt(form, 'blogUrl')} {...form.register('blogUrl')} />
        </Section>

        <Section title="Voucher and passenger">
          <TextAreaField label="Voucher remark" rows={2} error={errorAt(form, 'voucherRemark')} {...form.register('voucherRemark')} />
          <TextField
            label="Voucher alert title"
            hint={`At most ${VOUCHER_ALERT_TITLE_MAX} characters.`}
            error={errorAt(form, 'voucherAlert.title')}
            {...form.register('voucherAlert.title')}
          />
          <TextAreaField
            label="Voucher alert text"
            rows={3}
            hint={`At most ${VOUCHER_ALERT_TEXT_MAX} characters.`}
            error={errorAt(form, 'voucherAlert.text')}
            {...form.register('voucherAlert.text')}
          />
          <TextAreaField label="Passenger alert" rows={2} error={errorAt(form, 'passengerAlert')} {...form.register('passengerAlert')} />
        </Section>
      </fieldset>

      <Section title="Ecommerce">
        {saved.ecommerce ? (
          <div className="grid gap-3 sm:grid-cols-3">
            <ReadOnlyField label="Product id" value={saved.ecommerce.productId} />
            <ReadOnlyField label="Name" value={saved.ecommerce.name} />
            <ReadOnlyField label="Group name" value={saved.ecommerce.groupName} />
          </div>
        ) : (
          <p className="text-sm text-slate-800">Not linked to an ecommerce product.</p>
        )}
      </Section>

      {section.errorLine}
      {!readOnly && (
        <Button type="submit" loading={save.isPending}>
          Save info
        </Button>
      )}
    </form>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="space-y-3 rounded border border-slate-200 bg-white p-4">
      <h3 className="text-base font-semibold text-slate-900">{title}</h3>
      {children}
    </section>
  );
}

function Itinerary({
  form,
  direction,
  places,
  setPlaces,
  readOnly,
}: {
  form: Form;
  direction: LineDirection;
  places: Places;
  setPlaces: (update: (p: Places) => Places) => void;
  readOnly: boolean;
}) {
  const legs = useFieldArray({ control: form.control, name: `itinerary.${direction}.legs` });
  const at = `itinerary.${direction}` as const;
  const named = (id: string, name: string, cityId: string | null) => setPlaces((p) => new Map(p).set(id, { name, cityId }));
  return (
    <Section title={`Itinerary ${DIRECTION_LABELS[direction]}`}>
      {legs.fields.length === 0 && <p className="text-sm text-slate-800">No legs.</p>}
      <ol className="space-y-4">
        {legs.fields.map((leg, i) => {
          const legAt = `${at}.legs.${i}` as const;
          const ignore = form.watch(`${legAt}.shouldIgnoreStations`);
          return (
            <li key={leg.id} aria-label={`Leg ${i + 1} ${DIRECTION_LABELS[direction]}`} className="space-y-3 rounded border border-slate-200 p-3">
              <CheckboxField label="Ignore stations (cities only)" {...form.register(`${legAt}.shouldIgnoreStations`)} />
              <div className="grid gap-3 sm:grid-cols-2">
                {(['A', 'B'] as const).map((end) => {
                  const cityKey = `${legAt}.city${end}Id` as const;
                  const stationKey = `${legAt}.station${end}Id` as const;
                  const cityId = form.watch(cityKey);
                  const stationId = form.watch(stationKey);
                  const label = `Leg ${i + 1} ${end === 'A' ? 'from' : 'to'}`;
                  if (ignore)
                    return (
                      <LocationCityPicker
                        key={end}
                        label={`${label} city`}
                        required
                        disabled={readOnly}
                        value={cityId ? { value: cityId, label: places.get(cityId)?.name ?? cityId } : null}
                        error={errorAt(form, cityKey)}
                        onChange={(option) => {
                          if (option) named(option.value, option.label.split(',')[0], null);
                          form.setValue(cityKey, option?.value ?? null, { shouldDirty: true });
                        }}
                      />
                    );
                  return (
                    <LineStationPicker
                      key={end}
                      label={label}
                      disabled={readOnly}
                      error={errorAt(form, stationKey) ?? errorAt(form, cityKey)}
                      value={
                        stationId && cityId
                          ? { id: stationId, name: places.get(stationId)?.name ?? stationId, cityId, cityName: places.get(cityId)?.name ?? '' }
                          : null
                      }
                      onChange={(station) => {
                        if (station) {
                          named(station.id, station.name, station.cityId);
                          named(station.cityId, station.cityName, null);
                        }
                        form.setValue(stationKey, station?.id ?? null, { shouldDirty: true });
                        form.setValue(cityKey, station?.cityId ?? null, { shouldDirty: true });
                      }}
                    />
                  );
                })}
              </div>
              <div className="grid gap-3 sm:grid-cols-4">
                <SelectField
                  label="Transportation"
                  placeholder="Choose…"
                  options={TRANSPORT_OPTIONS}
                  error={errorAt(form, `${legAt}.transportationType`)}
                  {...form.register(`${legAt}.transportationType`, { setValueAs: (v: string) => v || null })}
                />
                <TextField
                  label="Days"
                  type="number"
                  min={0}
                  step={1}
                  error={errorAt(form, `${legAt}.duration.days`)}
                  {...form.register(`${legAt}.duration.days`, whole)}
                />
                <TextField
                  label="Hours"
                  type="number"
                  min={0}
                  step={1}
                  error={errorAt(form, `${legAt}.duration.hours`)}
                  {...form.register(`${legAt}.duration.hours`, whole)}
                />
                <TextField
                  label="Minutes"
                  type="number"
                  min={0}
                  max={59}
                  step={1}
                  error={errorAt(form, `${legAt}.duration.minutes`)}
                  {...form.register(`${legAt}.duration.minutes`, whole)}
                />
              </div>
              <TextField label="Comment" error={errorAt(form, `${legAt}.comment`)} {...form.register(`${legAt}.comment`)} />
              {!readOnly && (
                <Button variant="ghost" size="sm" onClick={() => legs.remove(i)}>
                  Remove leg {i + 1}
                </Button>
              )}
            </li>
          );
        })}
      </ol>
      {!readOnly && (
        <Button variant="secondary" onClick={() => legs.append(newLeg())}>
          Add leg {DIRECTION_LABELS[direction]}
        </Button>
      )}
      <div className="grid gap-3 sm:grid-cols-[12rem_1fr]">
        <TextField
          label={`Border crossing slug ${DIRECTION_LABELS[direction]}`}
          error={errorAt(form, `${at}.borderCrossing.slug`)}
          {...form.register(`${at}.borderCrossing.slug`)}
        />
        <TextField
          label={`Border crossing text ${DIRECTION_LABELS[direction]}`}
          error={errorAt(form, `${at}.borderCrossing.text`)}
          {...form.register(`${at}.borderCrossing.text`)}
        />
      </div>
    </Section>
  );
}

function AdditionalServices({ form, readOnly }: { form: Form; readOnly: boolean }) {
  const services = useFieldArray({ control: form.control, name: 'additionalServices.customServices' });
  return (
    <Section title="Additional services">
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField label="Seat type" error={errorAt(form, 'additionalServices.seatType')} {...form.register('additionalServices.seatType')} />
        <TextField label="Stops" error={errorAt(form, 'additionalServices.stops')} {...form.register('additionalServices.stops')} />
      </div>
      {services.fields.map((s, i) => (
        <div key={s.id} className="grid items-end gap-3 sm:grid-cols-[12rem_1fr_auto]">
          <TextField
            label={`Service ${i + 1} type`}
            error={errorAt(form, `additionalServices.customServices.${i}.serviceType`)}
            {...form.register(`additionalServices.customServices.${i}.serviceType`)}
          />
          <TextField
            label={`Service ${i + 1} content`}
            error={errorAt(form, `additionalServices.customServices.${i}.serviceContent`)}
            {...form.register(`additionalServices.customServices.${i}.serviceContent`)}
          />
          {!readOnly && (
            <Button variant="ghost" size="sm" onClick={() => services.remove(i)}>
              Remove service {i + 1}
            </Button>
          )}
        </div>
      ))}
      {!readOnly && (
        <Button variant="secondary" onClick={() => services.append({ serviceType: '', serviceContent: '' })}>
          Add custom service
        </Button>
      )}
    </Section>
  );
}

const BAGS = [
  { key: 'largeBag', flag: 'has_largeBag', label: 'Large bag' },
  { key: 'handbag', flag: 'has_handbag', label: 'Handbag' },
] as const;

function Luggage({ form }: { form: Form }) {
  const policy = form.watch('luggagePolicyType');
  const selected = form.watch('luggage.customLuggage.selectedLuggages');
  const c = 'luggage.customLuggage' as const;
  return (
    <Section title="Luggage">
      <fieldset className="flex gap-4">
        <legend className="sr-only">Luggage policy</legend>
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input type="radio" value="openText" {...form.register('luggagePolicyType')} /> Open text
        </label>
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input type="radio" value="customLuggage" {...form.register('luggagePolicyType')} /> Custom luggage
        </label>
      </fieldset>
      {policy === 'openText' ? (
        <TextAreaField label="Luggage policy" rows={3} error={errorAt(form, 'luggage.openText')} {...form.register('luggage.openText')} />
      ) : (
        <div className="space-y-3">
          <SelectField
            label="Luggage for"
            options={[
              { value: 'passenger', label: 'Each passenger' },
              { value: 'vehicle', label: 'Each vehicle' },
            ]}
            {...form.register(`${c}.passengerOrVehicle`)}
          />
          {BAGS.map(({ key, flag, label }) => (
            <div key={key} className="space-y-2">
              <CheckboxField label={label} {...form.register(`${c}.selectedLuggages.${flag}`)} />
              {selected[flag] && (
                <div className="grid gap-3 sm:grid-cols-6">
                  <TextField
                    label={`${label} amount`}
                    type="number"
                    min={0}
                    error={errorAt(form, `${c}.${key}.amount`)}
                    {...form.register(`${c}.${key}.amount`, whole)}
                  />
                  <TextField label={`${label} weight (kg)`} error={errorAt(form, `${c}.${key}.weight`)} {...form.register(`${c}.${key}.weight`)} />
                  <SelectField
                    label={`${label} unit`}
                    options={MEASURE_UNITS.map((u) => ({ value: u, label: u }))}
                    error={errorAt(form, `${c}.${key}.measureUnit`)}
                    {...form.register(`${c}.${key}.measureUnit`)}
                  />
                  {(['length', 'width', 'height'] as const).map((d) => (
                    <TextField
                      key={d}
                      label={`${label} ${d}`}
                      type="number"
                      min={0}
                      error={errorAt(form, `${c}.${key}.${d}`)}
                      {...form.register(`${c}.${key}.${d}`, whole)}
                    />
                  ))}
                </div>
              )}
            </div>
          ))}
          <CheckboxField label="Ski and snowboard" {...form.register(`${c}.selectedLuggages.has_skiAndSnowboard`)} />
          {selected.has_skiAndSnowboard && (
            <div className="grid gap-3 sm:grid-cols-2">
              <TextField
                label="Ski and snowboard amount"
                type="number"
                min={0}
                error={errorAt(form, `${c}.skiAndSnowboard.amount`)}
                {...form.register(`${c}.skiAndSnowboard.amount`, whole)}
              />
              <TextField
                label="Ski and snowboard weight (kg)"
                error={errorAt(form, `${c}.skiAndSnowboard.weight`)}
                {...form.register(`${c}.skiAndSnowboard.weight`)}
              />
            </div>
          )}
          <CheckboxField label="Total weight" {...form.register(`${c}.selectedLuggages.has_totalWeight`)} />
          {selected.has_totalWeight && <TextField label="Total weight (kg)" error={errorAt(form, `${c}.totalWeight`)} {...form.register(`${c}.totalWeight`)} />}
        </div>
      )}
    </Section>
  );
}

function Videos({ form, readOnly }: { form: Form; readOnly: boolean }) {
  const videos = useFieldArray({ control: form.control, name: 'videos' });
  return (
    <div className="space-y-2">
      <h4 className="text-sm font-semibold text-slate-900">Video</h4>
      {videos.fields.map((v, i) => (
        <div key={v.id} className="grid items-end gap-3 sm:grid-cols-[1fr_8rem_8rem_auto]">
          <TextField label="Video URL" type="url" error={errorAt(form, `videos.${i}.src`)} {...form.register(`videos.${i}.src`)} />
          <TextField
            label="Start (seconds)"
            type="number"
            min={0}
            step={1}
            error={errorAt(form, `videos.${i}.start`)}
            {...form.register(`videos.${i}.start`, whole)}
          />
          <TextField
            label="End (seconds)"
            type="number"
            min={0}
            step={1}
            hint="0 plays to the end."
            error={errorAt(form, `videos.${i}.end`)}
            {...form.register(`videos.${i}.end`, whole)}
          />
          {!readOnly && (
            <Button variant="ghost" size="sm" onClick={() => videos.remove(i)}>
              Remove video
            </Button>
          )}
        </div>
      ))}
      {errorAt(form, 'videos') && <p className="text-sm text-red-700">{errorAt(form, 'videos')}</p>}
      {!readOnly && videos.fields.length === 0 && (
        <Button variant="secondary" onClick={() => videos.append({ src: '', start: 0, end: 0 })}>
          Add video
        </Button>
      )}
      {videos.fields.length > 0 && <p className="text-xs text-slate-700">Only one video is allowed.</p>}
    </div>
  );
}
