import { describe, expect, it } from '@jest/globals';
import { CityMessage } from '@farebox/domain';
import { cityProblems, formFieldOf, toCityFields, toFormValues } from './city-form-values';

describe('city form values', () => {
  it('sends the province and the nearby cities as ids, once each, and no empty texts', () => {
    const values = {
      ...toFormValues(),
      countryId: 'vn',
      name: ' Hoi An ',
      timezone: 'Asia/Ho_Chi_Minh',
      province: { value: 'p1', label: 'Quang Nam' },
      nearbyCities: [
        { value: 'c1', label: 'Da Nang' },
        { value: 'c1', label: 'Da Nang' },
      ],
      highSeason: ' February to April ',
      description: '<p>Lanterns</p>',
    };
    expect(toCityFields(values)).toEqual({
      countryId: 'vn',
      name: 'Hoi An',
      timezone: 'Asia/Ho_Chi_Minh',
      provinceId: 'p1',
      nearbyCityIds: ['c1'],
      highSeason: 'February to April',
      placesToSee: null,
      goodToKnow: null,
      description: '<p>Lanterns</p>',
      promotionHtml: null,
    });
  });

  it("requires country, name and timezone with the shared message, and shows the server's province message under its picker", () => {
    expect(cityProblems(toFormValues())).toEqual([
      { field: 'countryId', message: CityMessage.Required },
      { field: 'name', message: CityMessage.Required },
      { field: 'timezone', message: CityMessage.Required },
    ]);
    expect(formFieldOf('provinceId')).toBe('province');
    expect(formFieldOf('nearbyCityIds')).toBe('nearbyCities');
    expect(formFieldOf('name')).toBe('name');
  });
});
