import type { APIRequestContext } from '@playwright/test';
import { solveChallenge as solveV1 } from 'altcha-lib/v1';
import { solveChallenge as solveV2 } from 'altcha-lib';
import { deriveKey as pbkdf2 } from 'altcha-lib/algorithms/pbkdf2';
import { deriveKey as sha } from 'altcha-lib/algorithms/sha';

interface ChallengeV1 {
  algorithm: string;
  challenge: string;
  maxnumber?: number;
  salt: string;
  signature: string;
}

interface ChallengeV2 {
  parameters: { algorithm: string } & Record<string, unknown>;
  signature?: string;
}

/**
 * Fetches a challenge from `GET /api/auth/captcha` and solves it the way the ALTCHA widget does, returning
 * the payload to send as `captcha` in `POST /api/auth/login` (base64 of the solution JSON).
 */
export async function solveCaptcha(request: APIRequestContext): Promise<string> {
  const response = await request.get('/api/auth/captcha');
  if (!response.ok()) throw new Error(`GET /api/auth/captcha answered ${response.status()}: ${await response.text()}`);
  const challenge = (await response.json()) as ChallengeV1 | ChallengeV2;
  return solveChallengePayload(challenge);
}

/** Solves an ALTCHA challenge object (v1 `{algorithm, challenge, maxnumber, salt, signature}` or v2 `{parameters}`). */
export async function solveChallengePayload(challenge: ChallengeV1 | ChallengeV2): Promise<string> {
  if ('parameters' in challenge) {
    const algorithm = challenge.parameters.algorithm.toUpperCase();
    const deriveKey = algorithm.startsWith('PBKDF2') ? pbkdf2 : algorithm.startsWith('SHA') ? sha : undefined;
    if (!deriveKey) throw new Error(`No solver for captcha algorithm ${challenge.parameters.algorithm}`);
    const solution = await solveV2({ challenge: challenge as never, deriveKey, timeout: 60_000 });
    if (!solution) throw new Error('Could not solve the captcha challenge');
    return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  }
  const started = Date.now();
  const { promise } = solveV1(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber);
  const solution = await promise;
  if (!solution) throw new Error('Could not solve the captcha challenge');
  return Buffer.from(
    JSON.stringify({
      algorithm: challenge.algorithm,
      challenge: challenge.challenge,
      number: solution.number,
      salt: challenge.salt,
      signature: challenge.signature,
      took: Date.now() - started,
    }),
  ).toString('base64');
}
