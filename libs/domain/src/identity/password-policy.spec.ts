import fc from 'fast-check';
import { PASSWORD_MESSAGES, RESET_PASSWORD_POLICY, resetPasswordProblems, userFormPasswordProblems } from './password-policy.js';

const messages = (pw: string, confirm = pw) => resetPasswordProblems(pw, confirm).map((p) => p.message);

describe('reset password policy', () => {
  it('accepts a password with 12+ characters, lower, upper, digit and a listed symbol', () => {
    expect(resetPasswordProblems('Abcdefghij1!', 'Abcdefghij1!')).toEqual([]);
  });

  it('names every missing element', () => {
    expect(messages('short')).toEqual([PASSWORD_MESSAGES.resetTooShort, PASSWORD_MESSAGES.uppercase, PASSWORD_MESSAGES.digit, PASSWORD_MESSAGES.symbol]);
    expect(messages('ABCDEFGHIJ1!')).toEqual([PASSWORD_MESSAGES.lowercase]);
    expect(messages('abcdefghij1!')).toEqual([PASSWORD_MESSAGES.uppercase]);
    expect(messages('Abcdefghijk!')).toEqual([PASSWORD_MESSAGES.digit]);
    expect(messages('Abcdefghijk1')).toEqual([PASSWORD_MESSAGES.symbol]);
    expect(messages('Abcdefghij1~')).toEqual([PASSWORD_MESSAGES.symbol]);
    expect(messages('')).toEqual([PASSWORD_MESSAGES.required]);
  });

  it("says 'Passwords do not match.' on the confirmation field", () => {
    expect(resetPasswordProblems('Abcdefghij1!', 'Abcdefghij1?')).toEqual([{ field: 'confirmPassword', message: 'Passwords do not match.' }]);
  });

  it('accepts each symbol of the list', () => {
    for (const symbol of RESET_PASSWORD_POLICY.symbols) expect(messages(`Abcdefghij1${symbol}`)).toEqual([]);
  });

  it('refuses anything shorter than 12 characters and accepts the complete ones from 12 on', () => {
    fc.assert(
      fc.property(fc.integer({ min: 4, max: 40 }), (length) => {
        const pw = `Aa1!${'x'.repeat(length - 4)}`;
        expect(messages(pw).includes(PASSWORD_MESSAGES.resetTooShort)).toBe(length < 12);
        if (length >= 12) expect(messages(pw)).toEqual([]);
      }),
    );
  });
});

describe('user form password rule', () => {
  it('needs an uppercase, a lowercase and more than 8 characters', () => {
    expect(userFormPasswordProblems('')).toEqual([PASSWORD_MESSAGES.required]);
    expect(userFormPasswordProblems('Abcdefgh')).toEqual([PASSWORD_MESSAGES.userFormTooShort]);
    expect(userFormPasswordProblems('Abcdefghi')).toEqual([]);
    expect(userFormPasswordProblems('abcdefghi')).toEqual([PASSWORD_MESSAGES.uppercase]);
    expect(userFormPasswordProblems('ABCDEFGHI')).toEqual([PASSWORD_MESSAGES.lowercase]);
  });

  it('draws the length line between 8 and 9 characters', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 60 }), (length) => {
        const pw = `Ab${'c'.repeat(length - 2)}`;
        expect(userFormPasswordProblems(pw).length === 0).toBe(length > 8);
      }),
    );
  });
});
