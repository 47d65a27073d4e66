import { Inject, Injectable } from '@nestjs/common';
import { createChallenge, extractParams, verifySolution } from 'altcha-lib/v1';
import type { Redis } from 'ioredis';
import { Clock, APP_CONFIG, REDIS, type AppConfig } from '@farebox/platform';

/** A challenge must be solved within this time. */
export const CAPTCHA_TTL_SECONDS = 10 * 60;

export interface CaptchaChallenge {
  algorithm: string;
  challenge: string;
  maxnumber: number;
  salt: string;
  signature: string;
}

/**
 * Self-hosted proof-of-work captcha (ALTCHA). Challenges are signed with an HMAC, so the server keeps no
 * state for them; a solution is accepted once: its signature is remembered in Redis until the challenge expires.
 */
@Injectable()
export class CaptchaService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(REDIS) private readonly redis: Redis,
    private readonly clock: Clock,
  ) {}

  /** `{ algorithm, challenge, maxnumber, salt, signature }`, as the ALTCHA widget expects it. */
  async create(): Promise<CaptchaChallenge> {
    const challenge = await createChallenge({
      hmacKey: this.config.captchaHmacKey,
      maxnumber: this.config.captchaMaxNumber,
      expires: new Date(this.clock.nowMs() + CAPTCHA_TTL_SECONDS * 1000),
    });
    return { ...challenge, maxnumber: challenge.maxnumber ?? this.config.captchaMaxNumber };
  }

  /** True when the payload (the widget's base64 JSON) solves a challenge of ours that has not expired and was not used. */
  async verifyOnce(payload: string | undefined | null): Promise<boolean> {
    if (!payload || payload.length > 2000) return false;
    let decoded: { signature?: unknown; salt?: unknown };
    try {
      decoded = JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as typeof decoded;
      if (typeof decoded.signature !== 'string' || typeof decoded.salt !== 'string') return false;
      if (!(await verifySolution(payload, this.config.captchaHmacKey, true))) return false;
    } catch {
      return false;
    }
    // Our challenges always carry an expiry; one without it was not made here.
    const expires = Number(extractParams(decoded as never).expires);
    if (!Number.isFinite(expires)) return false;
    const ttl = Math.max(1, Math.ceil(expires - this.clock.nowMs() / 1000));
    const stored = await this.redis.set(`captcha:used:${decoded.signature}`, '1', 'EX', ttl, 'NX');
    return stored === 'OK';
  }
}
