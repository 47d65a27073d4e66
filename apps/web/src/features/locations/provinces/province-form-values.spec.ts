import { describe, expect, it } from '@jest/globals';
import { ProvinceMessage } from '@farebox/domain';
import { provinceProblems, toFormValues, toProvinceFields } from './province-form-values';

describe('province form values', () => {
  it('sends the listed cities as ids, once each', () => {
    const cities = [
      { value: 'c1', label: 'Krabi' },
      { value: 'c2', label: 'Koh Phi Phi' },
      { value: 'c1', label: 'Krabi' },
    ];
    expect(toProvinceFields({ name: ' Krabi Province ', countryId: 'th', cities, description: '<p>Cliffs</p>' })).toEqual({
      name: 'Krabi Province',
      countryId: 'th',
      cityIds: ['c1', 'c2'],
      description: '<p>Cliffs</p>',
    });
  });

  it('requires name and country with the shared message', () => {
    expect(provinceProblems(toFormValues())).toEqual([
      { field: 'name', message: ProvinceMessage.Required },
      { field: 'countryId', message: ProvinceMessage.Required },
    ]);
  });
});
