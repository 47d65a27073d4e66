import { Clock } from '../clock/clock.js';
import { createHash } from 'node:crypto';
import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { ExternalCallSlots } from '../database/external-call-slots.js';
import { AppException } from '../errors/app-exception.js';
import { IdempotencyKey } from './idempotency-key.entity.js';
import { ErrorCode } from '@farebox/domain';

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
const KEY_PATTERN = /^[A-Za-z0-9._:-]{8,255}$/;

export interface IdempotentRequest {
  /** The operation and who asks, e.g. `payments.refund:<user id>`: a key is only ever matched within its scope. */
  scope: string;
  key: string | undefined;
  /** Everything that defines the request (path ids and body); a retry must send the same. */
  request: unknown;
  /** `work` waits on another service (payment gateway, supplier API) inside its transaction: it takes one of the ExternalCallSlots. */
  callsOut?: boolean;
}

/** JSON with sorted object keys, so that the same request always hashes the same. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    return `{${entries
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

export const requestHashOf = (request: unknown): string => createHash('sha256').update(stableJson(request)).digest('hex');

export function assertIdempotencyKey(key: string | undefined): string {
  if (!key || !KEY_PATTERN.test(key)) {
    throw new AppException(
      HttpStatus.BAD_REQUEST,
      ErrorCode.IdempotencyKeyRequired,
      `This call must be safe to retry: send an ${IDEMPOTENCY_KEY_HEADER} header (8 to 255 letters, digits or . _ : -), the same on every retry.`,
    );
  }
  return key;
}

/**
 * The Idempotency-Key mechanism. The first request with a key runs `work` in one transaction that also stores
 * the key and the answer; a retry with the same key and request gets the stored answer and causes nothing;
 * the same key with another request is refused with 422. Two requests racing with one key: the second waits on
 * the first's uncommitted key row, then replays its answer (or runs, if the first rolled back).
 * A failed request stores nothing (its transaction rolls back), so retrying it runs it again; external calls
 * inside `work` must pass a key derived from this one to the provider, so that a re-run is not a second effect.
 */
@Injectable()
export class IdempotencyService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly externalCalls: ExternalCallSlots,
  ) {}

  async run<T>(req: IdempotentRequest, work: (manager: EntityManager) => Promise<T>): Promise<T> {
    const key = assertIdempotencyKey(req.key);
    return req.callsOut ? this.externalCalls.run(() => this.once(req, key, work)) : this.once(req, key, work);
  }

  private once<T>(req: IdempotentRequest, key: string, work: (manager: EntityManager) => Promise<T>): Promise<T> {
    const requestHash = requestHashOf(req.request);
    return this.dataSource.transaction(async (manager) => {
      const inserted = await manager
        .createQueryBuilder()
        .insert()
        .into(IdempotencyKey)
        .values({ scope: req.scope, key, requestHash })
        .orIgnore()
        .returning(['key'])
        .execute();
      if ((inserted.raw as unknown[]).length === 0) {
        const stored = await manager.findOneByOrFail(IdempotencyKey, { scope: req.scope, key });
        if (stored.requestHash !== requestHash) {
          throw new AppException(
            HttpStatus.UNPROCESSABLE_ENTITY,
            ErrorCode.IdempotencyKeyReused,
            `This ${IDEMPOTENCY_KEY_HEADER} was already used for a different request; use a new key for a new request.`,
          );
        }
        return stored.response as T;
      }
      // The answer as JSON, so the first answer and every replay are the same bytes.
      const response = JSON.parse(JSON.stringify((await work(manager)) ?? null)) as T;
      await manager.update(
        IdempotencyKey,
        { scope: req.scope, key },
        { response: response as object, statusCode: HttpStatus.OK, completedAt: this.clock.now() },
      );
      return response;
    });
  }
}
