import { describe, expect, it } from '@jest/globals';
import { CountryMessage } from '@farebox/domain';
import { countryProblems, toCountryFields, type CountryFormValues } from './country-form-values';

const values: CountryFormValues = {
  capital: 'Bangkok',
  code: 'th',
  worldRegion: '',
  subregion: '',
  latitude: '15',
  longitude: '100',
  timezone: 'Asia/Bangkok',
  spokenLanguages: 'Thai, English, ',
  dialingCode: '+66',
  averageCostUsd: '',
  description: '<p>Hi</p>',
  promotionHtml: '',
};

describe('country form values', () => {
  it('turns the texts into the fields the API takes', () => {
    expect(toCountryFields(values)).toMatchObject({ code: 'TH', worldRegion: null, spokenLanguages: ['Thai', 'English'], averageCostUsd: null });
  });

  it('runs the shared rules: the dialing code message', () => {
    expect(countryProblems({ ...values, dialingCode: '66' })).toEqual([{ field: 'dialingCode', message: CountryMessage.DialingCode }]);
  });
});
