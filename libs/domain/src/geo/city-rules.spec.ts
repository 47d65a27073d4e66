import { CityMessage, citySlugOf, newCityFields, normalizeCity, validateCity } from './city-rules.js';
import { isIanaTimezone, timezoneChoices, timezoneOptionsWith } from './timezones.js';

const valid = { ...newCityFields(), countryId: 'vn', name: 'Hoi An', timezone: 'Asia/Bangkok' };
const problems = (patch: object) => validateCity(normalizeCity({ ...valid, ...patch }));

describe('city rules', () => {
  it('requires country, name and timezone with the spec message', () => {
    expect(problems({ countryId: ' ', name: '  ', timezone: '' })).toEqual([
      { field: 'countryId', message: 'This field is required.' },
      { field: 'name', message: 'This field is required.' },
      { field: 'timezone', message: 'This field is required.' },
    ]);
    expect(problems({})).toEqual([]);
  });

  it('takes an IANA zone the selector offers, UTC, or an IANA name the runtime lists under an alias', () => {
    for (const zone of ['Asia/Bangkok', 'Europe/Paris', 'America/Argentina/Buenos_Aires', 'UTC', 'Asia/Ho_Chi_Minh']) expect(isIanaTimezone(zone)).toBe(true);
    for (const zone of ['Mars/Olympus', 'EST', 'Etc/GMT+5', 'asia/bangkok', 'Bangkok', '']) expect(isIanaTimezone(zone)).toBe(false);
    expect(problems({ timezone: 'Mars/Olympus' })).toEqual([{ field: 'timezone', message: CityMessage.Timezone }]);
    expect(timezoneChoices()).toContain('UTC');
    expect(timezoneChoices()).toContain('Asia/Bangkok');
  });

  it('offers the stored zone first when the runtime lists it under another name', () => {
    const choices = timezoneChoices();
    expect(timezoneOptionsWith('Asia/Bangkok')).toEqual(choices);
    expect(timezoneOptionsWith('')).toEqual(choices);
    const alias = choices.includes('Asia/Ho_Chi_Minh') ? choices : ['Asia/Ho_Chi_Minh', ...choices];
    expect(timezoneOptionsWith('Asia/Ho_Chi_Minh')).toEqual(alias);
  });

  it('limits the name and the notes', () => {
    expect(problems({ name: 'x'.repeat(101) })).toEqual([{ field: 'name', message: CityMessage.NameLength }]);
    expect(problems({ highSeason: 'x'.repeat(2001), goodToKnow: 'ok' })).toEqual([{ field: 'highSeason', message: CityMessage.NoteLength }]);
  });

  it('normalises: trimmed texts, blank ones null, each nearby city once', () => {
    expect(normalizeCity({ ...valid, name: ' Hoi An ', provinceId: '', nearbyCityIds: ['a', 'b', 'a'], placesToSee: ' ', description: ' <p>x</p> ' })).toEqual({
      ...valid,
      provinceId: null,
      nearbyCityIds: ['a', 'b'],
      placesToSee: null,
      description: '<p>x</p>',
    });
  });

  it('makes a slug of plain lower-case words', () => {
    expect(citySlugOf('Hội An')).toBe('hoi-an');
    expect(citySlugOf('Đà Nẵng')).toBe('da-nang');
    expect(citySlugOf(' Ko Pha-Ngan (island) ')).toBe('ko-pha-ngan-island');
  });
});
