import fc from 'fast-check';
import {
  ADDABLE_PASSENGER_EXTRA_INFO_TYPES,
  DefinitionMessage,
  definitionSlug,
  validatePassengerExtraInfoDefinition,
  validatePassengerTypeDefinition,
} from './definition-rules.js';
import { KEY_DETAIL_ICONS } from './key-detail-icons.js';

describe('definition rules', () => {
  it('passenger types accept whole ages of 0 or more with from not above to, and nothing else', () => {
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 160 }), fc.integer({ min: -5, max: 160 }), (fromAge, toAge) => {
        const fields = validatePassengerTypeDefinition({ type: 'Child', fromAge, toAge }).map((p) => p.field);
        const valid = fromAge >= 0 && toAge >= 0 && fromAge <= 150 && toAge <= 150 && fromAge <= toAge;
        expect(fields.length === 0).toBe(valid);
      }),
    );
    expect(validatePassengerTypeDefinition({ type: ' ', fromAge: '', toAge: 1.5 })).toEqual([
      { field: 'type', message: DefinitionMessage.Required },
      { field: 'fromAge', message: DefinitionMessage.Required },
      { field: 'toAge', message: DefinitionMessage.WholeNumber },
    ]);
  });

  it('a new passenger extra info is text by default and takes only the add form types', () => {
    expect(validatePassengerExtraInfoDefinition({ label: 'Hotel' }, ADDABLE_PASSENGER_EXTRA_INFO_TYPES)).toEqual([]);
    expect(validatePassengerExtraInfoDefinition({ label: 'Hotel', type: 'list' }, ADDABLE_PASSENGER_EXTRA_INFO_TYPES)).toEqual([
      { field: 'type', message: DefinitionMessage.UnknownType },
    ]);
    expect(validatePassengerExtraInfoDefinition({ label: '', type: 'dateBefore' })).toEqual([{ field: 'label', message: 'This field is required.' }]);
  });

  it('slugs are the lowercase words of the label joined by hyphens', () => {
    expect(definitionSlug('  Passport Number (main) ')).toBe('passport-number-main');
    expect(definitionSlug('Café crème')).toBe('cafe-creme');
    fc.assert(fc.property(fc.string(), (label) => expect(definitionSlug(label)).toMatch(/^(?:[a-z0-9]+(?:-[a-z0-9]+)*)?$/)));
  });

  it('the icon catalogue has unique ids and fills more than two picker pages', () => {
    expect(new Set(KEY_DETAIL_ICONS.map((i) => i.id)).size).toBe(KEY_DETAIL_ICONS.length);
    expect(KEY_DETAIL_ICONS.length).toBeGreaterThan(40);
  });
});
