import { FixedClock } from '@farebox/platform';
import { VerifiedTokens } from './verified-tokens.js';

const requestWith = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });

describe('verified tokens', () => {
  const start = new Date('2028-02-29T12:00:00Z');
  const expAfter = (seconds: number) => start.getTime() / 1000 + seconds;

  it('answers the claims of a remembered token, by its whole text, until it expires on the clock', () => {
    const clock = new FixedClock(start);
    const tokens = new VerifiedTokens(clock);
    const claims = { sub: 'u', sid: 's', exp: expAfter(60) };
    tokens.remember(requestWith('a.b.c'), claims);
    expect(tokens.claimsOf(requestWith('a.b.c'))).toBe(claims);
    expect(tokens.claimsOf(requestWith('a.b.x'))).toBeUndefined();
    expect(tokens.claimsOf({ headers: {} })).toBeUndefined();
    clock.set(new Date(start.getTime() + 60_000));
    expect(tokens.claimsOf(requestWith('a.b.c'))).toBeUndefined();
    clock.set(start);
    expect(tokens.claimsOf(requestWith('a.b.c'))).toBeUndefined();
  });

  it('never remembers an expired token or one without an expiry', () => {
    const tokens = new VerifiedTokens(new FixedClock(start));
    tokens.remember(requestWith('old'), { exp: expAfter(0) });
    tokens.remember(requestWith('endless'), { sub: 'u' });
    expect(tokens.claimsOf(requestWith('old'))).toBeUndefined();
    expect(tokens.claimsOf(requestWith('endless'))).toBeUndefined();
  });

  it('keeps 10,000 tokens at most, dropping the oldest first', () => {
    const tokens = new VerifiedTokens(new FixedClock(start));
    for (let i = 0; i <= 10_000; i++) tokens.remember(requestWith(`t${i}`), { exp: expAfter(60) });
    expect(tokens.claimsOf(requestWith('t0'))).toBeUndefined();
    expect(tokens.claimsOf(requestWith('t1'))).toBeDefined();
    expect(tokens.claimsOf(requestWith('t10000'))).toBeDefined();
  });
});
