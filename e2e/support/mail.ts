import { MAIL_URL } from './env';

/** A message as the mail catcher (scripts/mail-catcher.mjs) keeps it. */
export interface CaughtMail {
  id: string;
  from: string;
  /** Envelope recipients. */
  to: string[];
  subject: string;
  text: string;
  html: string;
  date: string;
  receivedAt: string;
  attachments: { filename: string; contentType: string; size: number }[];
}

export interface MailWaitOptions {
  /** Only a message received at or after this moment counts (default: any). */
  since?: Date;
  /** Only a message whose subject matches. */
  subject?: string | RegExp;
  /** Give up after this many ms (default 15000). */
  timeout?: number;
}

/** Every caught message, newest first. */
export async function allMail(): Promise<CaughtMail[]> {
  const response = await fetch(`${MAIL_URL}/api/messages`);
  if (!response.ok) throw new Error(`Mail catcher at ${MAIL_URL} answered ${response.status}`);
  return (await response.json()) as CaughtMail[];
}

/** The bytes of a caught message's n-th attachment. */
export async function attachmentOf(mail: CaughtMail, index = 0): Promise<Buffer> {
  const response = await fetch(`${MAIL_URL}/api/messages/${mail.id}/attachments/${index}`);
  if (!response.ok) throw new Error(`Mail catcher at ${MAIL_URL} answered ${response.status} for attachment ${index} of #${mail.id}`);
  return Buffer.from(await response.arrayBuffer());
}

/** Empties the mail catcher's inbox. */
export async function clearMail(): Promise<void> {
  await fetch(`${MAIL_URL}/api/messages`, { method: 'DELETE' });
}

/**
 * Polls the mail catcher until a message to `address` (case-insensitive) arrives and returns the newest one.
 * Mail goes through the outbox and the worker, so it arrives a moment after the request that caused it:
 * take `const since = new Date()` before the action and pass `{ since }` to skip older messages.
 */
export async function latestMailTo(address: string, options: MailWaitOptions = {}): Promise<CaughtMail> {
  const { since, subject, timeout = 15_000 } = options;
  const wanted = address.toLowerCase();
  const deadline = Date.now() + timeout;
  for (;;) {
    const found = (await allMail()).find(
      (m) =>
        m.to.some((to) => to.toLowerCase() === wanted) &&
        (!since || new Date(m.receivedAt).getTime() >= since.getTime()) &&
        (subject === undefined || (typeof subject === 'string' ? m.subject.includes(subject) : subject.test(m.subject))),
    );
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`No mail to ${address} within ${timeout} ms (mail catcher ${MAIL_URL})`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The first http(s) link in a message's text (or HTML) that contains `contains`, e.g. '/reset-password'. */
export function linkIn(mail: CaughtMail, contains = ''): string {
  const links = `${mail.text}\n${mail.html}`.match(/https?:\/\/[^\s"'<>]+/g) ?? [];
  const link = links.map((l) => l.replace(/&amp;/g, '&')).find((l) => l.includes(contains));
  if (!link) throw new Error(`No link containing "${contains}" in mail "${mail.subject}"`);
  return link;
}
