import fc from 'fast-check';
import { newZoneFields, normalizeZone, validateZone, ZoneMessage } from './zone-rules.js';

const problems = (patch: object) => validateZone(normalizeZone({ ...newZoneFields(), name: 'Old Quarter', slug: 'old-quarter', cityId: 'c1', ...patch }));

describe('zone rules', () => {
  it('requires name, slug and city', () => {
    expect(problems({ name: ' ', slug: '', cityId: '' })).toEqual([
      { field: 'name', message: 'This field is required.' },
      { field: 'slug', message: ZoneMessage.Required },
      { field: 'cityId', message: ZoneMessage.Required },
    ]);
    expect(problems({})).toEqual([]);
  });

  it('takes a slug of lower-case words joined by single hyphens', () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[a-z0-9]{1,8}$/), { minLength: 1, maxLength: 5 }), (words) => {
        expect(problems({ slug: words.join('-') })).toEqual([]);
      }),
    );
    for (const slug of ['Old-Quarter', 'old--quarter', '-old', 'old quarter', 'old_quarter']) {
      expect(problems({ slug })).toEqual([{ field: 'slug', message: ZoneMessage.Slug }]);
    }
  });

  it('names the zone a link points at when it is not found', () => {
    expect(ZoneMessage.NotFound('abc')).toBe('the zone: abc is not found.');
  });
});
