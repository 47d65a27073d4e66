import { describe, expect, it } from '@jest/globals';
import { joinedProblemsResolver } from './form-resolver';

describe('joinedProblemsResolver', () => {
  it("shows all of a field's problems in one message, in order", async () => {
    const resolver = joinedProblemsResolver<{ password: string; username: string }>(() => [
      { field: 'password', message: 'Too short.' },
      { field: 'username', message: 'Required.' },
      { field: 'password', message: 'Needs a digit.' },
    ]);
    const result = await resolver({ password: 'x', username: '' }, undefined, { fields: {}, shouldUseNativeValidation: false });
    expect(result.errors.password?.message).toBe('Too short. Needs a digit.');
    expect(result.errors.username?.message).toBe('Required.');
  });

  it('passes valid values through', async () => {
    const resolver = joinedProblemsResolver<{ password: string }>(() => []);
    expect(await resolver({ password: 'ok' }, undefined, { fields: {}, shouldUseNativeValidation: false })).toEqual({ values: { password: 'ok' }, errors: {} });
  });
});
