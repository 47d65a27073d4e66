import fc from 'fast-check';
import { LocaleMessage, newLocaleFields, normalizeLocale, validateLocale } from './locale-rules.js';

const problems = (patch: object) => validateLocale(normalizeLocale({ ...newLocaleFields(), name: 'English', locale: 'en', ...patch }));

describe('locale rules', () => {
  it('accepts a name of 2 to 50 characters and a code of 2 to 3, and nothing else', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 60 }), fc.string({ minLength: 1, maxLength: 5 }), (name, locale) => {
        const found = problems({ name, locale }).map((p) => p.field);
        const n = name.trim().length;
        const c = locale.trim().length;
        expect(found.includes('name')).toBe(n < 2 || n > 50);
        expect(found.includes('locale')).toBe(c < 2 || c > 3);
      }),
    );
  });

  it('says which rule failed', () => {
    expect(problems({ name: ' ', locale: 'engl', flagUrl: 'flag.png' })).toEqual([
      { field: 'name', message: LocaleMessage.Required },
      { field: 'locale', message: LocaleMessage.CodeLength },
      { field: 'flagUrl', message: LocaleMessage.FlagUrl },
    ]);
    expect(problems({ name: 'E' })).toEqual([{ field: 'name', message: 'Enter 2 to 50 characters.' }]);
    expect(problems({ flagUrl: ' https://cdn.example.com/en.svg ' })).toEqual([]);
  });
});
