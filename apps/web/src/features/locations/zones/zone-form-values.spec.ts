import { describe, expect, it } from '@jest/globals';
import { ZoneMessage } from '@farebox/domain';
import { toFormValues, toZoneFields, zoneProblems } from './zone-form-values';

describe('zone form values', () => {
  it('sends the picked city as cityId, trimmed texts and no empty description', () => {
    expect(toZoneFields({ name: ' Old Quarter ', slug: 'hanoi-old-quarter ', city: { value: 'c1', label: 'Hanoi, Vietnam' }, description: '' })).toEqual({
      name: 'Old Quarter',
      slug: 'hanoi-old-quarter',
      cityId: 'c1',
      description: null,
    });
  });

  it("shows the shared rule's messages, the city's under the city picker", () => {
    expect(zoneProblems(toFormValues())).toEqual([
      { field: 'name', message: ZoneMessage.Required },
      { field: 'slug', message: ZoneMessage.Required },
      { field: 'city', message: ZoneMessage.Required },
    ]);
  });
});
