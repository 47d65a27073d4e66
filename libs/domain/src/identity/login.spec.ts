import fc from 'fast-check';
import { LOGIN_MESSAGES, LOGIN_USERNAME_PATTERN, isValidLoginUsername, loginAttemptKey, validateLoginForm } from './login.js';

describe('login form rules', () => {
  it('asks for both fields when both are empty (a password of spaces counts as empty)', () => {
    expect(validateLoginForm({ username: '', password: '   ' })).toEqual([
      { field: 'username', message: 'must enter username' },
      { field: 'password', message: 'must enter password' },
    ]);
  });

  it('accepts an e-mail or 4 to 20 letters and digits as the username', () => {
    expect(validateLoginForm({ username: 'admin', password: 'x' })).toEqual([]);
    expect(validateLoginForm({ username: 'someone@example.com', password: 'x' })).toEqual([]);
    expect(validateLoginForm({ username: 'abc', password: 'x' })).toEqual([{ field: 'username', message: LOGIN_MESSAGES.usernameFormat }]);
    expect(validateLoginForm({ username: 'a'.repeat(21), password: 'x' })).toEqual([{ field: 'username', message: LOGIN_MESSAGES.usernameFormat }]);
    expect(validateLoginForm({ username: 'has space', password: 'x' })).toEqual([{ field: 'username', message: LOGIN_MESSAGES.usernameFormat }]);
    expect(validateLoginForm({ username: 'user_name', password: 'x' })).toEqual([{ field: 'username', message: LOGIN_MESSAGES.usernameFormat }]);
  });

  it('accepts exactly the alphanumeric names of length 4 to 20', () => {
    const alnum = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'.split(''));
    fc.assert(
      fc.property(fc.array(alnum, { minLength: 1, maxLength: 30 }), (chars) => {
        const name = chars.join('');
        expect(isValidLoginUsername(name)).toBe(name.length >= 4 && name.length <= 20);
        expect(LOGIN_USERNAME_PATTERN.test(name)).toBe(name.length >= 4 && name.length <= 20);
      }),
    );
  });

  it('counts failed attempts under the trimmed lower-case name as typed', () => {
    expect(loginAttemptKey('  Admin ')).toBe('admin');
    expect(loginAttemptKey('Admin@Example.COM')).toBe('admin@example.com');
  });
});
