import { Inject, Injectable } from '@nestjs/common';
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';

/**
 * The download link of a finished export: its job id and expiry signed with the server's secret, so that a plain
 * link (the browser saving straight to disk, never holding the file) works without the Authorization header. Only
 * the requester is given the link (GET /exports/:id); it stops working when the file expires.
 */
@Injectable()
export class FileJobLinks {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  private signature(id: string, expires: number): Buffer {
    return createHmac('sha256', this.config.jwtSecret).update(`file-job:${id}:${expires}`).digest();
  }

  url(id: string, expiresAt: Date): string {
    const expires = expiresAt.getTime();
    return `/api/exports/${id}/download?expires=${expires}&signature=${this.signature(id, expires).toString('base64url')}`;
  }

  isValid(id: string, expires: number, signature: string): boolean {
    const given = Buffer.from(signature, 'base64url');
    const expected = this.signature(id, expires);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
}
