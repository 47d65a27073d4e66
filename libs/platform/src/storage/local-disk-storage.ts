import { Inject, Injectable } from '@nestjs/common';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import type { Readable, Writable } from 'node:stream';
import { dirname, join, resolve } from 'node:path';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/app-config.js';
import { FileStorage } from './file-storage.port.js';

/** Stores each file beside a `.type` file holding its content type. */
@Injectable()
export class LocalDiskStorage extends FileStorage {
  private readonly root: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    super();
    this.root = resolve(config.storageDir);
  }

  private pathOf(key: string): string {
    const path = resolve(join(this.root, key));
    if (!path.startsWith(this.root + '/')) throw new Error(`Invalid storage key: ${key}`);
    return path;
  }

  async put(key: string, content: Buffer, contentType: string): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, content);
    await writeFile(`${path}.type`, contentType);
  }

  async get(key: string): Promise<{ content: Buffer; contentType: string } | null> {
    const path = this.pathOf(key);
    try {
      const [content, contentType] = await Promise.all([readFile(path), readFile(`${path}.type`, 'utf8')]);
      return { content, contentType };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    const path = this.pathOf(key);
    await rm(path, { force: true });
    await rm(`${path}.type`, { force: true });
  }

  async createWriteStream(key: string, contentType: string): Promise<Writable> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(`${path}.type`, contentType);
    return createWriteStream(path, { flags: 'w' });
  }

  async createReadStream(key: string): Promise<{ stream: Readable; contentType: string } | null> {
    const path = this.pathOf(key);
    try {
      const contentType = await readFile(`${path}.type`, 'utf8');
      const stream = createReadStream(path);
      await new Promise<void>((resolve, reject) => stream.once('open', () => resolve()).once('error', reject));
      return { stream, contentType };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }

  /** rename(2) within one directory tree: atomic, so the final key never holds half a file. */
  async move(from: string, to: string): Promise<void> {
    const [source, target] = [this.pathOf(from), this.pathOf(to)];
    await mkdir(dirname(target), { recursive: true });
    await writeFile(`${target}.type`, await readFile(`${source}.type`));
    await rename(source, target);
    await rm(`${source}.type`, { force: true });
  }
}
