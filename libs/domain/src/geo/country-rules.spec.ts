import { CountryMessage, normalizeCountry, validateCountry, type CountryFields } from './country-rules.js';

const valid: CountryFields = {
  capital: 'Bangkok',
  code: 'TH',
  worldRegion: 'Asia',
  subregion: 'South-Eastern Asia',
  latitude: '15',
  longitude: '100',
  timezone: 'Asia/Bangkok',
  spokenLanguages: ['Thai'],
  dialingCode: '+66',
  averageCostUsd: '35.50',
  description: null,
  promotionHtml: null,
};

const problems = (patch: Partial<CountryFields>) => validateCountry(normalizeCountry({ ...valid, ...patch }));

describe('country rules', () => {
  it('accepts a complete country', () => {
    expect(problems({})).toEqual([]);
  });

  it('requires capital and code', () => {
    expect(problems({ capital: ' ', code: null })).toEqual([
      { field: 'capital', message: CountryMessage.Required },
      { field: 'code', message: CountryMessage.Required },
    ]);
  });

  it.each(['66', '+', '+6 6', '++66', '+66a', '0066'])('refuses the dialing code %s', (dialingCode) => {
    expect(problems({ dialingCode })).toEqual([{ field: 'dialingCode', message: 'Use digits and plus sign in the beginning.' }]);
  });

  it('checks the code, coordinates, timezone and average cost', () => {
    expect(problems({ code: 'THA', latitude: '91', longitude: 'east', timezone: 'Asia/Nowhere', averageCostUsd: '1.234' })).toEqual([
      { field: 'code', message: CountryMessage.Code },
      { field: 'latitude', message: CountryMessage.Latitude },
      { field: 'longitude', message: CountryMessage.Longitude },
      { field: 'timezone', message: CountryMessage.Timezone },
      { field: 'averageCostUsd', message: CountryMessage.AverageCost },
    ]);
    expect(problems({ latitude: '-90', longitude: '-179.5', dialingCode: null, timezone: '' })).toEqual([]);
  });

  it('normalises texts, the code and the amount', () => {
    expect(
      normalizeCountry({ ...valid, code: ' th ', capital: ' Bangkok ', averageCostUsd: '012.5', spokenLanguages: [' Thai ', ''], description: '' }),
    ).toEqual({
      ...valid,
      averageCostUsd: '12.50',
      description: null,
    });
  });
});
