import { describe, expect, it } from '@jest/globals';
import { ExtraInfoMessage, storedExtraInfos, validatePassengerExtraInfos, type ExtraInfoDefinition } from './passenger-extra-info.js';

const def = (slug: string, type: ExtraInfoDefinition['type'], choices: string[] = []): ExtraInfoDefinition => ({
  slug,
  label: slug,
  type,
  choices: choices.map((value) => ({ value, label: value })),
});
const definitions = [
  def('passport', 'text'),
  def('birth-date', 'dateBefore'),
  def('passport-expiry', 'dateAfter'),
  def('country-of-residence', 'country', ['TH', 'FR']),
  def('meal', 'list', ['Veggie', 'Regular']),
  def('visit', 'date'),
];
const ctx = { departureDate: '2030-05-01', lastDepartureDate: '2030-05-08' };
const good = [
  { slug: 'passport', value: 'AB123' },
  { slug: 'birth-date', value: '1990-01-31' },
  { slug: 'passport-expiry', value: '2031-01-01' },
  { slug: 'country-of-residence', value: 'TH' },
  { slug: 'meal', value: 'Veggie' },
  { slug: 'visit', value: '2030-05-02' },
];

describe('validatePassengerExtraInfos', () => {
  it('accepts valid answers; country of residence is asked of the first passenger only', () => {
    const second = good.filter((a) => a.slug !== 'country-of-residence');
    expect(validatePassengerExtraInfos([{ extraInfos: good }, { extraInfos: second }], definitions, ctx)).toEqual([]);
  });

  it('requires every asked answer', () => {
    expect(validatePassengerExtraInfos([{ extraInfos: [] }], definitions, ctx).map((e) => e.field)).toEqual(
      definitions.map((d) => `passengers.0.extraInfos.${d.slug}`),
    );
  });

  it('checks each type', () => {
    const bad = [
      { slug: 'passport', value: 'x'.repeat(201) },
      { slug: 'birth-date', value: '2030-05-01' },
      { slug: 'passport-expiry', value: '2030-05-08' },
      { slug: 'country-of-residence', value: 'XX' },
      { slug: 'meal', value: 'Fish' },
      { slug: 'visit', value: '2030-02-30' },
    ];
    expect(validatePassengerExtraInfos([{ extraInfos: bad }], definitions, ctx).map((e) => e.message)).toEqual([
      ExtraInfoMessage.TooLong,
      ExtraInfoMessage.DateBefore('2030-05-01'),
      ExtraInfoMessage.DateAfter('2030-05-08'),
      ExtraInfoMessage.Country,
      ExtraInfoMessage.Choice,
      ExtraInfoMessage.Date,
    ]);
  });

  it('refuses answers the product does not ask, and lets a B2B booking leave a country empty', () => {
    const second = [...good.filter((a) => a.slug !== 'country-of-residence'), { slug: 'country-of-residence', value: 'TH' }];
    expect(validatePassengerExtraInfos([{ extraInfos: good }, { extraInfos: second }], definitions, ctx)).toEqual([
      { field: 'passengers.1.extraInfos.country-of-residence', message: ExtraInfoMessage.NotAsked },
    ]);
    const noCountry = good.filter((a) => a.slug !== 'country-of-residence');
    expect(validatePassengerExtraInfos([{ extraInfos: noCountry }], definitions, { ...ctx, isB2b: true })).toEqual([]);
  });
});

describe('number and autocomplete extra info', () => {
  const asked = [def('weight', 'number'), def('hotel', 'autocomplete', ['Riverside', 'Hilltop'])];
  const answer = (weight: string, hotel: string) =>
    validatePassengerExtraInfos(
      [
        {
          extraInfos: [
            { slug: 'weight', value: weight },
            { slug: 'hotel', value: hotel },
          ],
        },
      ],
      asked,
      ctx,
    );

  it('takes a number with an optional sign and decimals, and any text for an autocomplete (its values are suggestions)', () => {
    for (const weight of ['72', ' 72.5 ', '-3', '+0.125']) expect(answer(weight, 'Riverside')).toEqual([]);
    expect(answer('80', 'A guesthouse off the list')).toEqual([]);
  });

  it('refuses what is not a number and an autocomplete answer over the text limit', () => {
    for (const weight of ['seventy', '7O', '1e3', '1,5', '.5', '12.'])
      expect(answer(weight, 'Riverside')).toEqual([{ field: 'passengers.0.extraInfos.weight', message: ExtraInfoMessage.Number }]);
    expect(answer('', 'x'.repeat(201))).toEqual([
      { field: 'passengers.0.extraInfos.weight', message: ExtraInfoMessage.Required },
      { field: 'passengers.0.extraInfos.hotel', message: ExtraInfoMessage.TooLong },
    ]);
  });
});

describe('storedExtraInfos', () => {
  it('keeps the asked answers, trimmed, in the definitions order', () => {
    expect(
      storedExtraInfos(
        [
          { slug: 'meal', value: ' Veggie ' },
          { slug: 'passport', value: 'AB1' },
        ],
        definitions,
        1,
      ),
    ).toEqual([
      { slug: 'passport', value: 'AB1' },
      { slug: 'meal', value: 'Veggie' },
    ]);
  });
});
