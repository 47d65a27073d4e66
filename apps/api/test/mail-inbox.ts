import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface MailPart {
  headers: Map<string, string>;
  body: Buffer;
}

export interface CaughtMail {
  to: string[];
  /** The message as received (headers and encoded body parts). */
  raw: string;
  subject: string;
  messageId: string;
  text: string;
  attachments: { filename: string; contentType: string; content: Buffer }[];
}

function headersOf(head: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0 && !headers.has(line.slice(0, colon).trim().toLowerCase())) {
      headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
    }
  }
  return headers;
}

const param = (value: string | undefined, name: string) => value?.match(new RegExp(`${name}="?([^";]+)"?`, 'i'))?.[1];

/** Undoes quoted-printable transfer encoding (soft line breaks and =XX escapes). */
export function decodeQuotedPrintable(text: string): string {
  return text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

function decode(body: string, encoding: string | undefined): Buffer {
  if (encoding?.toLowerCase() === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64');
  if (encoding?.toLowerCase() === 'quoted-printable') return Buffer.from(decodeQuotedPrintable(body), 'latin1');
  return Buffer.from(body, 'latin1');
}

/** The leaf parts of a MIME message (multiparts flattened), bodies decoded. */
function leaves(raw: string): MailPart[] {
  const split = /\r?\n\r?\n/.exec(raw);
  const headers = headersOf(split ? raw.slice(0, split.index) : raw);
  const body = split ? raw.slice(split.index + split[0].length) : '';
  const type = headers.get('content-type') ?? 'text/plain';
  const boundary = param(type, 'boundary');
  if (!type.toLowerCase().startsWith('multipart/') || !boundary) return [{ headers, body: decode(body, headers.get('content-transfer-encoding')) }];
  return body
    .split(`--${boundary}`)
    .slice(1)
    .filter((part) => !part.startsWith('--'))
    .flatMap((part) => leaves(part.replace(/^\r?\n/, '')));
}

/** Just enough MIME to read what nodemailer writes: subject, Message-ID, the text part and attachments. */
export function parseMail(raw: string, to: string[]): CaughtMail {
  const head = headersOf(raw.slice(0, /\r?\n\r?\n/.exec(raw)!.index));
  const parts = leaves(raw);
  const disposition = (p: MailPart) => p.headers.get('content-disposition') ?? '';
  return {
    to,
    raw,
    subject: head.get('subject') ?? '',
    messageId: head.get('message-id') ?? '',
    text:
      parts
        .find((p) => (p.headers.get('content-type') ?? 'text/plain').startsWith('text/plain') && !disposition(p).startsWith('attachment'))
        ?.body.toString('utf8') ?? '',
    attachments: parts
      .filter((p) => disposition(p).startsWith('attachment'))
      .map((p) => ({
        filename: param(disposition(p), 'filename') ?? '',
        contentType: (p.headers.get('content-type') ?? '').split(';')[0],
        content: p.body,
      })),
  };
}

/** An in-process SMTP server that keeps every message; `failNext` makes it refuse the next deliveries. */
export class TestInbox {
  readonly mails: CaughtMail[] = [];
  private failures = 0;
  private readonly server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        if (this.failures > 0) {
          this.failures--;
          callback(Object.assign(new Error('Mailbox temporarily unavailable'), { responseCode: 451 }));
          return;
        }
        this.mails.push(
          parseMail(
            Buffer.concat(chunks).toString('latin1'),
            session.envelope.rcptTo.map((r) => r.address),
          ),
        );
        callback();
      });
    },
  });

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `smtp://127.0.0.1:${(this.server.server.address() as AddressInfo).port}`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  failNext(count: number): void {
    this.failures = count;
  }

  to(address: string): CaughtMail[] {
    return this.mails.filter((m) => m.to.includes(address));
  }

  /** Waits until `count` messages to the address have arrived, and returns them. */
  async waitFor(address: string, count = 1, timeoutMs = 30_000): Promise<CaughtMail[]> {
    const deadline = Date.now() + timeoutMs;
    while (this.to(address).length < count) {
      if (Date.now() > deadline) throw new Error(`${this.to(address).length} of ${count} e-mails to ${address} within ${timeoutMs} ms`);
      await new Promise((r) => setTimeout(r, 150));
    }
    return this.to(address);
  }
}
