import { Not, type EntityManager } from 'typeorm';
import { Station } from './station.entity.js';

/** Lower-case ASCII words joined by hyphens ("Krung Thep Aphiwat" -> "krung-thep-aphiwat"). */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The city's slug and the name, made unique among stations with -2, -3, ... (a renamed station keeps its history). */
export async function uniqueStationSlug(manager: EntityManager, citySlug: string, name: string, id?: string): Promise<string> {
  const base = slugify(`${citySlug} ${name}`) || 'station';
  for (let n = 1; ; n++) {
    const slug = n === 1 ? base : `${base}-${n}`;
    if (!(await manager.existsBy(Station, id ? { slug, id: Not(id) } : { slug }))) return slug;
  }
}
