import { useState } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { STATION_GEOMETRIES, STATION_GEOMETRY_LABELS, isAreaPolygon } from '@farebox/domain';
import { Button } from '@/ui/button';
import { TextField } from '@/ui/form-fields';
import { LocationMap, type MapArea, type MapPoint } from '@/ui/map';
import { errorMessage } from '@/ui/states';
import type { StationFormValues } from './station-form-values';
import { GEOCODER_NOT_CONFIGURED, useGeocodeSearch } from './station-geocode';
import type { GeocodeResult } from './station.types';

const FORM_MAP_WIDTH = 600;
const rounded = (n: number) => String(Math.round(n * 1e6) / 1e6);

/** What the map draws for the form's values: the point where its coordinates read as numbers, or the area. */
function drawn(values: StationFormValues): { points: MapPoint[]; areas: MapArea[] } {
  const label = values.name.trim() || 'New station';
  if (values.type === 'area') {
    return { points: [], areas: values.areaPolygon ? [{ id: 'station', label: values.areaName.trim() || label, polygon: values.areaPolygon }] : [] };
  }
  const [lat, lng] = [Number(values.lat), Number(values.lng)];
  const placed = values.lat.trim() !== '' && values.lng.trim() !== '' && Math.abs(lat) <= 90 && Math.abs(lng) <= 180;
  return { points: placed ? [{ id: 'station', lat, lng, label }] : [], areas: [] };
}

/**
 * Point or area: the toggle, the address or area search (the geocoder, debounced), the address or area name, the
 * coordinates, and the map, where a click places the point.
 */
export function StationPlaceFields({ form }: { form: UseFormReturn<StationFormValues> }) {
  const {
    register,
    setValue,
    control,
    formState: { errors },
  } = form;
  const values = useWatch({ control }) as StationFormValues;
  const isArea = values.type === 'area';
  const [text, setText] = useState('');
  const search = useGeocodeSearch(text, isArea ? 'area' : 'address');
  const set = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };

  const choose = (result: GeocodeResult) => {
    setValue('lat', rounded(result.lat), set);
    setValue('lng', rounded(result.lng), set);
    if (isArea && isAreaPolygon(result.polygon)) {
      setValue('areaName', result.label, set);
      setValue('areaPolygon', result.polygon, set);
    } else setValue('address', result.label, set);
    setText('');
  };

  const { points, areas } = drawn(values);
  return (
    <section aria-labelledby="station-place" className="space-y-4 rounded border border-slate-200 bg-white p-4">
      <h2 id="station-place" className="text-lg font-semibold text-slate-900">
        Place
      </h2>
      <fieldset className="flex gap-4">
        <legend className="mb-1 text-sm font-medium text-slate-800">Geometric type</legend>
        {STATION_GEOMETRIES.map((g) => (
          <label key={g} className="flex items-center gap-2 text-sm text-slate-800">
            <input type="radio" value={g} className="h-4 w-4 accent-sky-800" {...register('type')} />
            {STATION_GEOMETRY_LABELS[g]}
          </label>
        ))}
      </fieldset>
      <div className="space-y-2">
        <TextField
          label={isArea ? 'Area search' : 'Address search'}
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          hint={isArea ? 'Type a neighbourhood or area, then choose it to draw its outline.' : 'Type an address, then choose it to place the station.'}
        />
        {search.notConfigured ? (
          <p role="status" className="text-sm text-amber-900">
            {GEOCODER_NOT_CONFIGURED}
          </p>
        ) : search.isError ? (
          <p role="alert" className="text-sm text-red-700">
            {errorMessage(search.error)}
          </p>
        ) : (
          search.searched !== '' &&
          search.data && (
            <ul aria-label="Places found" className="divide-y divide-slate-200 rounded border border-slate-200">
              {search.data.length === 0 && <li className="px-3 py-2 text-sm text-slate-700">No place found for “{search.searched}”.</li>}
              {search.data.map((r) => (
                <li key={`${r.label}-${r.lat}-${r.lng}`} className="flex items-center justify-between gap-2 px-3 py-2 text-sm text-slate-900">
                  <span>{r.label}</span>
                  <Button variant="secondary" size="sm" aria-label={`Use ${r.label}`} onClick={() => choose(r)}>
                    Use
                  </Button>
                </li>
              ))}
            </ul>
          )
        )}
      </div>
      {isArea ? (
        <TextField label="Area name" required error={errors.areaName?.message} {...register('areaName')} />
      ) : (
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField label="Address" required className="sm:col-span-3" error={errors.address?.message} {...register('address')} />
          <TextField label="Latitude" inputMode="decimal" error={errors.lat?.message} {...register('lat')} />
          <TextField label="Longitude" inputMode="decimal" error={errors.lng?.message} {...register('lng')} />
        </div>
      )}
      <LocationMap
        ariaLabel={isArea ? 'Map of the station area' : 'Map of the station; click to place it'}
        points={points}
        areas={areas}
        width={FORM_MAP_WIDTH}
        onPick={
          isArea
            ? undefined
            : (lng, lat) => {
                setValue('lat', rounded(lat), set);
                setValue('lng', rounded(lng), set);
              }
        }
      />
      {isArea && errors.areaPolygon?.message && <p className="text-sm text-red-700">{errors.areaPolygon.message}</p>}
    </section>
  );
}
