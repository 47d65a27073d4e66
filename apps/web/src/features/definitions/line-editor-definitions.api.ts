import { useQuery } from '@tanstack/react-query';
import { LINE_CLASSES, PASSENGER_EXTRA_INFO_TYPES } from '@farebox/domain';
import { client, data, type Schemas } from '@/api/http';
import { definitionKeys } from './definitions.api';

export type LineEditorDefinitions = Schemas['LineEditorDefinitionsDto'];

/** The definitions the line editor picks from (vehicle classes, key details, passenger extra info). */
export function useLineEditorDefinitions() {
  return useQuery({
    queryKey: [...definitionKeys.all, 'line-editor'],
    queryFn: ({ signal }) => data(client.GET('/api/line-editor-definitions', { signal })),
    staleTime: 60_000,
  });
}

/** The classes a line may have: the vehicle class definitions, the built-in list until they are loaded. */
export function useVehicleClassChoices(): readonly string[] {
  return useLineEditorDefinitions().data?.vehicleClasses ?? LINE_CLASSES;
}

/** A class dropdown's options: the definitions, and the stored value first if its definition is gone. */
export const vehicleClassOptions = (classes: readonly string[], current: string | undefined) =>
  [...(current && !classes.includes(current) ? [current] : []), ...classes].map((c) => ({ value: c, label: c }));

/** The passenger extra info definitions of the types a line can store (today every type the table knows). */
export const lineExtraInfoChoices = (defs: LineEditorDefinitions | undefined) =>
  (defs?.passengerExtraInfo ?? []).filter((d) => (PASSENGER_EXTRA_INFO_TYPES as readonly string[]).includes(d.type));
