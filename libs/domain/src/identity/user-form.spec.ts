import fc from 'fast-check';
import { Role } from '../access/roles.js';
import { USERNAME_MAX, USERNAME_MIN, USER_MESSAGES, normalisePhone, phoneProblem, userFormProblems, usernameProblem } from './user-form.js';

const valid = { username: 'jdoe', email: 'j@example.com', teamEmail: 'team@example.com', role: Role.Support, password: 'Abcdefghi' };

describe('user form rules', () => {
  it('accepts a complete form', () => {
    expect(userFormProblems(valid, true)).toEqual([]);
  });

  it('requires username, e-mail, team e-mail, role and (on create) a password', () => {
    expect(userFormProblems({ username: '', email: '', teamEmail: '', role: '', password: '' }, true)).toEqual([
      { field: 'username', message: 'This field is required.' },
      { field: 'email', message: 'This field is required.' },
      { field: 'teamEmail', message: 'This field is required.' },
      { field: 'role', message: 'This field is required.' },
      { field: 'password', message: 'This field is required.' },
    ]);
  });

  it('keeps the password optional on edit but checks a new one', () => {
    expect(userFormProblems({ ...valid, password: '' }, false)).toEqual([]);
    expect(userFormProblems({ ...valid, password: 'short' }, false).map((p) => p.field)).toContain('password');
  });

  it('checks e-mail formats', () => {
    expect(userFormProblems({ ...valid, email: 'nope', teamEmail: 'a@b' }, true)).toEqual([
      { field: 'email', message: USER_MESSAGES.email },
      { field: 'teamEmail', message: USER_MESSAGES.email },
    ]);
  });

  it('needs a company for an agent', () => {
    expect(userFormProblems({ ...valid, role: Role.Agent }, true)).toEqual([{ field: 'companyId', message: USER_MESSAGES.agentCompany }]);
  });

  it('accepts usernames of 2 to 50 characters only', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 80 }), (length) => {
        const ok = length >= USERNAME_MIN && length <= USERNAME_MAX;
        expect(usernameProblem('u'.repeat(length))).toBe(ok ? null : USER_MESSAGES.usernameLength);
      }),
    );
  });
});

describe('phone rule', () => {
  it("accepts a number in the chosen country's format", () => {
    expect(phoneProblem('+44 20 7946 0958', 'GB')).toBeNull();
    expect(phoneProblem('020 7946 0958', 'GB')).toBeNull();
    expect(phoneProblem('+1 212 555 0123', 'US')).toBeNull();
    expect(normalisePhone('020 7946 0958', 'GB')).toBe('+442079460958');
  });

  it("refuses another country's number, a malformed one, and a number without country", () => {
    expect(phoneProblem('+44 20 7946 0958', 'US')).toBe(USER_MESSAGES.phone);
    expect(phoneProblem('12', 'GB')).toBe(USER_MESSAGES.phone);
    expect(phoneProblem('not a phone', 'GB')).toBe(USER_MESSAGES.phone);
    expect(phoneProblem('+44 20 7946 0958', null)).toBe(USER_MESSAGES.phoneCountry);
    expect(phoneProblem('+44 20 7946 0958', 'gb')).toBe(USER_MESSAGES.country);
  });
});
