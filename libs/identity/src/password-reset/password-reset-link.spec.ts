import { passwordResetLink, passwordResetLinkToken, sha256 } from './password-reset-link.js';

describe('password reset link', () => {
  it('derives the same URL-safe token from the same id and secret, and a different one otherwise', () => {
    const id = '6f1c1d9e-3c1e-4a7b-9f55-0b7f2d3c4e5f';
    const token = passwordResetLinkToken('secret', id);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(passwordResetLinkToken('secret', id)).toBe(token);
    expect(passwordResetLinkToken('other-secret', id)).not.toBe(token);
    expect(passwordResetLinkToken('secret', '00000000-0000-4000-8000-000000000000')).not.toBe(token);
  });

  it('builds the reset-password link on the app URL', () => {
    expect(passwordResetLink('http://localhost:3000/', 'abc-_1')).toBe('http://localhost:3000/reset-password?token=abc-_1');
  });

  it('stores tokens as SHA-256 hex', () => {
    expect(sha256('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});
