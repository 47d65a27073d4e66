import type { GeocodeKind, GeocodeResultDto } from './dto/geocode.dto.js';

/** Address and area search. The HTTP adapter speaks the Nominatim protocol; apps/simulators/geocoder.mjs does too. */
export abstract class Geocoder {
  /** Places matching `query`, best first; an area search answers only places with an outline. */
  abstract search(query: string, kind: GeocodeKind): Promise<GeocodeResultDto[]>;
}
