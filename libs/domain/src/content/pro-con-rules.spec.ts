import fc from 'fast-check';
import { newProConFields, normalizeProCon, PRO_CON_SLUG_MAX, PRO_CON_TEXT_MAX, ProConMessage, validateProCon, type ProConFields } from './pro-con-rules.js';

const problems = (patch: Partial<Record<keyof ProConFields, string>>) =>
  validateProCon(normalizeProCon({ ...newProConFields(), slug: 'free-wifi', text: 'Free Wi-Fi on board', type: 'pro', ...patch } as ProConFields));

describe('pro/con rules', () => {
  it("requires slug, text and type with the spec's messages", () => {
    expect(validateProCon(normalizeProCon(newProConFields()))).toEqual([
      { field: 'slug', message: 'Slug is required.' },
      { field: 'text', message: 'Text is required.' },
      { field: 'type', message: 'Type is required.' },
    ]);
    expect(problems({ slug: '  ', text: ' ' })).toEqual([
      { field: 'slug', message: ProConMessage.SlugRequired },
      { field: 'text', message: ProConMessage.TextRequired },
    ]);
    expect(problems({})).toEqual([]);
    expect(problems({ type: 'con' })).toEqual([]);
  });

  it('takes a slug of lower-case words joined by single hyphens, trimmed', () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[a-z0-9]{1,8}$/), { minLength: 1, maxLength: 5 }), (words) => {
        expect(problems({ slug: ` ${words.join('-')} ` })).toEqual([]);
      }),
    );
    for (const slug of ['Free-Wifi', 'free--wifi', '-wifi', 'free wifi', 'free_wifi', 'wifi-'])
      expect(problems({ slug })).toEqual([{ field: 'slug', message: ProConMessage.Slug }]);
  });

  it('limits the slug and text lengths, and the type to pro or con', () => {
    expect(problems({ slug: 'a'.repeat(PRO_CON_SLUG_MAX) })).toEqual([]);
    expect(problems({ slug: 'a'.repeat(PRO_CON_SLUG_MAX + 1) })).toEqual([{ field: 'slug', message: ProConMessage.SlugLength }]);
    expect(problems({ text: 'x'.repeat(PRO_CON_TEXT_MAX) })).toEqual([]);
    expect(problems({ text: 'x'.repeat(PRO_CON_TEXT_MAX + 1) })).toEqual([{ field: 'text', message: ProConMessage.TextLength }]);
    expect(problems({ type: 'maybe' })).toEqual([{ field: 'type', message: 'Choose pro or con.' }]);
  });

  it('names the failure messages of the create form', () => {
    expect(ProConMessage.SlugTaken).toBe('slug already exists');
    expect(ProConMessage.CreateFailed('pro')).toBe('Failed to create pro');
    expect(ProConMessage.CreateFailed('con')).toBe('Failed to create con');
  });
});
