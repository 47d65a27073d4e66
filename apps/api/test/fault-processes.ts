import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** Processes a fault test starts itself; each is stopped by its own PID. */

const portOpen = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });

async function waitForPort(port: number, open: boolean, what: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while ((await portOpen(port)) !== open) {
    if (Date.now() > deadline) throw new Error(`${what} on port ${port} did not ${open ? 'start' : 'stop'}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** A dedicated redis-server on a spare port; `persistent` as production runs it (AOF, fsync every second). */
export class TestRedis {
  private child: ChildProcess | undefined;
  private readonly dir = mkdtempSync(join(tmpdir(), 'farebox-redis-'));

  constructor(
    readonly port: number,
    private readonly persistent: boolean,
  ) {}

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    const persistence = this.persistent ? ['--appendonly', 'yes', '--appendfsync', 'everysec'] : ['--appendonly', 'no'];
    this.child = spawn(
      '/usr/bin/redis-server',
      ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--dir', this.dir, '--maxmemory-policy', 'noeviction', ...persistence],
      { stdio: 'ignore' },
    );
    await waitForPort(this.port, true, 'redis-server');
  }

  /** SIGKILL: a crash, not a clean shutdown (what was not yet fsynced is lost). */
  async kill(): Promise<void> {
    this.child?.kill('SIGKILL');
    this.child = undefined;
    await waitForPort(this.port, false, 'redis-server');
  }

  async stop(): Promise<void> {
    await this.kill();
    rmSync(this.dir, { recursive: true, force: true });
  }
}

/** The real worker (apps/worker/src/main.ts through the TypeScript hooks), on the test's database and the given env. */
export class TestWorker {
  private child: ChildProcess | undefined;

  constructor(private readonly env: Record<string, string>) {}

  start(): void {
    this.child = spawn(process.execPath, ['--import', './libs/inventory/test/support/register-ts.mjs', 'apps/worker/src/main.ts'], {
      env: { ...process.env, LOG_LEVEL: 'silent', ...this.env },
      stdio: ['ignore', 'ignore', process.env.FAULT_TEST_WORKER_STDERR ? 'inherit' : 'ignore'],
    });
  }

  kill(): void {
    this.child?.kill('SIGKILL');
    this.child = undefined;
  }
}

/**
 * An SMTP catcher counting what it accepted per recipient. Each message is accepted after `delayMs`; one held for
 * `holdFor` is never answered, as an SMTP server that had not yet accepted it when its client died.
 */
export class CountingInbox {
  readonly received = new Map<string, { subject: string; messageId: string; raw: string }[]>();
  holdFor: string | undefined;
  private heldNotice: (() => void) | undefined;
  private readonly server: SMTPServer;

  constructor(private readonly delayMs = 0) {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          const to = session.envelope.rcptTo.map((r) => r.address);
          if (this.holdFor && to.includes(this.holdFor)) {
            this.holdFor = undefined;
            this.heldNotice?.();
            return;
          }
          setTimeout(() => {
            const raw = Buffer.concat(chunks).toString('latin1');
            const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'mi').exec(raw)?.[1]?.trim() ?? '';
            for (const address of to)
              this.received.set(address, [...(this.received.get(address) ?? []), { subject: header('Subject'), messageId: header('Message-ID'), raw }]);
            callback();
          }, this.delayMs);
        });
      },
    });
  }

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `smtp://127.0.0.1:${(this.server.server.address() as AddressInfo).port}`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  /** Resolves when the message to `address` reached the end of DATA and is being held unanswered. */
  hold(address: string): Promise<void> {
    this.holdFor = address;
    return new Promise((resolve) => (this.heldNotice = resolve));
  }

  get total(): number {
    return [...this.received.values()].reduce((n, mails) => n + mails.length, 0);
  }
}
