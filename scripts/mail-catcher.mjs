#!/usr/bin/env node
// A local mail catcher for development and the browser tests.
//
// SMTP server (default 127.0.0.1:1025) that accepts every message and keeps it in memory, plus an HTTP
// server (default 127.0.0.1:8025) with a readable inbox at `/`, the messages as JSON at `GET /api/messages`
// (newest first: `[{ id, from, to, subject, text, html, date, attachments: [{ filename, contentType, size }] }]`),
// one message at `GET /api/messages/:id`, its n-th attachment at `GET /api/messages/:id/attachments/:n`
// and `DELETE /api/messages` to empty the inbox.
//
// Usage: node scripts/mail-catcher.mjs [--smtp-port 1025] [--http-port 8025] [--host 127.0.0.1]
// or the environment variables MAIL_SMTP_PORT, MAIL_HTTP_PORT, MAIL_HOST.
import { createServer } from 'node:http';
import { parseArgs } from 'node:util';
import { SMTPServer } from 'smtp-server';

const { values: args } = parseArgs({
  options: {
    'smtp-port': { type: 'string' },
    'http-port': { type: 'string' },
    host: { type: 'string' },
  },
});

const HOST = args.host ?? process.env.MAIL_HOST ?? '127.0.0.1';
const SMTP_PORT = Number(args['smtp-port'] ?? process.env.MAIL_SMTP_PORT ?? 1025);
const HTTP_PORT = Number(args['http-port'] ?? process.env.MAIL_HTTP_PORT ?? 8025);
/** Oldest messages are dropped beyond this, so a long-running catcher does not grow without bound. */
const MAX_MESSAGES = 1000;
const MAX_MESSAGE_BYTES = 10 * 1024 * 1024;

/** @type {Array<{id: string, from: string, to: string[], subject: string, text: string, html: string, date: string}>} */
let messages = [];
let nextId = 1;

// ---------------------------------------------------------------------------------------------------------
// Minimal MIME parsing: headers, multipart bodies, quoted-printable / base64, charsets, RFC 2047 words.
// ---------------------------------------------------------------------------------------------------------

function splitHeadAndBody(raw) {
  const match = /\r?\n\r?\n/.exec(raw);
  if (!match) return { head: raw, body: '' };
  return { head: raw.slice(0, match.index), body: raw.slice(match.index + match[0].length) };
}

function parseHeaders(head) {
  const headers = new Map();
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  for (const line of unfolded.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (!headers.has(name)) headers.set(name, value);
  }
  return headers;
}

/** `text/plain; charset="utf-8"` -> { type: 'text/plain', params: { charset: 'utf-8' } } */
function parseContentType(value) {
  const [type, ...rest] = (value ?? 'text/plain').split(';');
  const params = {};
  for (const part of rest) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    params[part.slice(0, eq).trim().toLowerCase()] = part
      .slice(eq + 1)
      .trim()
      .replace(/^"(.*)"$/, '$1');
  }
  return { type: type.trim().toLowerCase(), params };
}

function decodeBytes(bytes, charset) {
  try {
    return new TextDecoder(charset || 'utf-8').decode(bytes);
  } catch {
    return new TextDecoder('utf-8').decode(bytes);
  }
}

function quotedPrintableToBytes(text) {
  const softBreaksRemoved = text.replace(/=\r?\n/g, '');
  const bytes = [];
  for (let i = 0; i < softBreaksRemoved.length; i++) {
    const ch = softBreaksRemoved[i];
    const hex = softBreaksRemoved.slice(i + 1, i + 3);
    if (ch === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(ch, 'latin1'));
    }
  }
  return Buffer.from(bytes);
}

function decodeTransfer(body, encoding, charset) {
  switch ((encoding ?? '').toLowerCase()) {
    case 'base64':
      return decodeBytes(Buffer.from(body.replace(/\s+/g, ''), 'base64'), charset);
    case 'quoted-printable':
      return decodeBytes(quotedPrintableToBytes(body), charset);
    default:
      return decodeBytes(Buffer.from(body, 'latin1'), charset);
  }
}

/** Decodes RFC 2047 encoded words such as `=?UTF-8?Q?R=C3=A9initialiser?=`. */
function decodeWords(value) {
  if (!value) return '';
  return value.replace(/(=\?[^?]+\?[BbQq]\?[^?]*\?=)\s+(?==\?)/g, '$1').replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_all, charset, kind, data) => {
    if (kind.toUpperCase() === 'B') return decodeBytes(Buffer.from(data, 'base64'), charset);
    return decodeBytes(quotedPrintableToBytes(data.replace(/_/g, ' ')), charset);
  });
}

/** Walks the MIME tree: the first text/plain and text/html parts that are not attachments, and the attachments. */
function extractBodies(raw, found = { text: '', html: '', attachments: [] }) {
  const { head, body } = splitHeadAndBody(raw);
  const headers = parseHeaders(head);
  const contentType = parseContentType(headers.get('content-type'));
  const disposition = (headers.get('content-disposition') ?? '').toLowerCase();
  if (contentType.type.startsWith('multipart/') && contentType.params.boundary) {
    const boundary = `--${contentType.params.boundary}`;
    const parts = body.split(boundary).slice(1);
    for (const part of parts) {
      if (part.startsWith('--')) break;
      extractBodies(part.replace(/^\r?\n/, ''), found);
    }
    return found;
  }
  if (disposition.startsWith('attachment')) {
    const content =
      (headers.get('content-transfer-encoding') ?? '').toLowerCase() === 'base64'
        ? Buffer.from(body.replace(/\s+/g, ''), 'base64')
        : Buffer.from(body, 'latin1');
    const filename = /filename="?([^";]+)"?/i.exec(headers.get('content-disposition') ?? '')?.[1] ?? contentType.params.name ?? 'attachment';
    found.attachments.push({ filename: decodeWords(filename), contentType: contentType.type, size: content.length, content });
    return found;
  }
  const decoded = () => decodeTransfer(body, headers.get('content-transfer-encoding'), contentType.params.charset);
  if (contentType.type === 'text/plain' && !found.text) found.text = decoded().replace(/\r\n/g, '\n').trimEnd();
  if (contentType.type === 'text/html' && !found.html) found.html = decoded();
  return found;
}

function parseMessage(raw, envelope) {
  // Work on a latin1 view so byte values survive until the charset of each part is known.
  const { head } = splitHeadAndBody(raw);
  const headers = parseHeaders(head);
  const { text, html, attachments } = extractBodies(raw);
  const dateHeader = headers.get('date');
  const parsedDate = dateHeader ? new Date(dateHeader) : new Date();
  return {
    id: String(nextId++),
    from: decodeWords(headers.get('from')) || envelope.mailFrom?.address || '',
    to: envelope.rcptTo.map((r) => r.address),
    toHeader: decodeWords(headers.get('to') ?? ''),
    subject: decodeWords(headers.get('subject') ?? ''),
    text,
    html,
    date: (Number.isNaN(parsedDate.getTime()) ? new Date() : parsedDate).toISOString(),
    attachments,
    receivedAt: new Date().toISOString(),
  };
}

// ---------------------------------------------------------------------------------------------------------
// SMTP
// ---------------------------------------------------------------------------------------------------------

const smtp = new SMTPServer({
  name: 'farebox-mail-catcher',
  banner: 'Farebox mail catcher: every message is kept, none is delivered',
  authOptional: true,
  allowInsecureAuth: true,
  disabledCommands: ['STARTTLS'],
  size: MAX_MESSAGE_BYTES,
  logger: false,
  onAuth(_auth, _session, callback) {
    callback(null, { user: 'catcher' });
  },
  onData(stream, session, callback) {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('end', () => {
      try {
        const message = parseMessage(Buffer.concat(chunks).toString('latin1'), session.envelope);
        messages.unshift(message);
        if (messages.length > MAX_MESSAGES) messages = messages.slice(0, MAX_MESSAGES);
        console.log(`[mail-catcher] #${message.id} to ${message.to.join(', ')}: ${message.subject}`);
        callback();
      } catch (error) {
        callback(error instanceof Error ? error : new Error(String(error)));
      }
    });
  },
});
smtp.on('error', (error) => console.error('[mail-catcher] SMTP error:', error.message));

// ---------------------------------------------------------------------------------------------------------
// HTTP
// ---------------------------------------------------------------------------------------------------------

const escapeHtml = (value) => String(value).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);

/** Escapes text and turns http(s) URLs into links, so a reset link can be followed from the inbox. */
const linkify = (text) => escapeHtml(text).replace(/https?:\/\/[^\s<>"']+/g, (url) => `<a href="${url}">${url}</a>`);

const page = (title, body) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>
  body { font-family: system-ui, sans-serif; margin: 2rem auto; max-width: 60rem; padding: 0 1rem; color: #1f2937; }
  table { border-collapse: collapse; width: 100%; } th, td { text-align: left; padding: .4rem .6rem; border-bottom: 1px solid #e5e7eb; }
  a { color: #1d4ed8; } pre { white-space: pre-wrap; background: #f9fafb; padding: 1rem; border: 1px solid #e5e7eb; }
  iframe { width: 100%; height: 30rem; border: 1px solid #e5e7eb; } .muted { color: #4b5563; }
  button { font: inherit; padding: .3rem .8rem; }
</style></head><body>${body}</body></html>`;

function inboxPage() {
  const rows = messages
    .map(
      (m) => `<tr><td><a href="/messages/${m.id}">${escapeHtml(m.subject || '(no subject)')}</a></td>
<td>${escapeHtml(m.to.join(', '))}</td><td>${escapeHtml(m.from)}</td><td>${escapeHtml(m.date)}</td></tr>`,
    )
    .join('');
  return page(
    'Mail catcher',
    `<h1>Mail catcher</h1>
<p class="muted">SMTP on ${HOST}:${SMTP_PORT}. Nothing is delivered; messages stay here until the catcher stops.
JSON: <a href="/api/messages">/api/messages</a>.</p>
<form method="post" action="/clear"><button type="submit">Delete all messages</button></form>
${messages.length === 0 ? '<p>No messages yet.</p>' : `<table><thead><tr><th>Subject</th><th>To</th><th>From</th><th>Date</th></tr></thead><tbody>${rows}</tbody></table>`}`,
  );
}

function messagePage(m) {
  return page(
    m.subject || 'Message',
    `<p><a href="/">&larr; Inbox</a></p>
<h1>${escapeHtml(m.subject || '(no subject)')}</h1>
<p><strong>From:</strong> ${escapeHtml(m.from)}<br><strong>To:</strong> ${escapeHtml(m.to.join(', '))}<br>
<strong>Date:</strong> ${escapeHtml(m.date)}</p>
<h2>Text</h2><pre>${linkify(m.text || '(no text part)')}</pre>
${m.html ? `<h2>HTML</h2><iframe title="HTML part" sandbox="allow-popups allow-popups-to-escape-sandbox" srcdoc="${escapeHtml(m.html)}"></iframe>` : ''}`,
  );
}

function send(res, status, contentType, body) {
  res.writeHead(status, { 'content-type': contentType, 'cache-control': 'no-store' });
  res.end(body);
}
// Attachments are listed by name, type and size; their bytes are served at /api/messages/:id/attachments/:n.
const withoutContent = (m) => (m.attachments ? { ...m, attachments: m.attachments.map(({ content: _content, ...meta }) => meta) } : m);
const sendJson = (res, status, value) =>
  send(res, status, 'application/json; charset=utf-8', JSON.stringify(Array.isArray(value) ? value.map(withoutContent) : withoutContent(value)));

const http = createServer((req, res) => {
  const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
  const path = url.pathname.replace(/\/+$/, '') || '/';
  const byId = (id) => messages.find((m) => m.id === id);

  if (req.method === 'GET' && path === '/') return send(res, 200, 'text/html; charset=utf-8', inboxPage());
  if (req.method === 'GET' && path === '/health') return sendJson(res, 200, { status: 'ok', messages: messages.length });
  if (req.method === 'GET' && path === '/api/messages') return sendJson(res, 200, messages);
  if (req.method === 'DELETE' && path === '/api/messages') {
    messages = [];
    return sendJson(res, 200, messages);
  }
  if (req.method === 'POST' && path === '/clear') {
    messages = [];
    res.writeHead(303, { location: '/' });
    return res.end();
  }
  let match = /^\/api\/messages\/([^/]+)$/.exec(path);
  if (match) {
    const message = byId(match[1]);
    if (!message) return sendJson(res, 404, { message: 'No such message' });
    if (req.method === 'GET') return sendJson(res, 200, message);
    if (req.method === 'DELETE') {
      messages = messages.filter((m) => m !== message);
      return sendJson(res, 200, messages);
    }
  }
  match = /^\/api\/messages\/([^/]+)\/attachments\/(\d+)$/.exec(path);
  const attachment = match && byId(match[1])?.attachments[Number(match[2])];
  if (req.method === 'GET' && attachment) return send(res, 200, attachment.contentType, attachment.content);
  match = /^\/messages\/([^/]+)$/.exec(path);
  if (req.method === 'GET' && match) {
    const message = byId(match[1]);
    if (message) return send(res, 200, 'text/html; charset=utf-8', messagePage(message));
  }
  return send(res, 404, 'text/plain; charset=utf-8', 'Not found');
});

function listen(server, port, label) {
  return new Promise((resolve, reject) => {
    server.once('error', (error) => reject(new Error(`${label} port ${port}: ${error.message}`)));
    server.listen(port, HOST, resolve);
  });
}

try {
  await listen(smtp, SMTP_PORT, 'SMTP');
  await listen(http, HTTP_PORT, 'HTTP');
} catch (error) {
  console.error(`[mail-catcher] cannot start: ${error.message}`);
  process.exit(1);
}
console.log(`[mail-catcher] SMTP on ${HOST}:${SMTP_PORT}, inbox on http://${HOST === '0.0.0.0' ? 'localhost' : HOST}:${HTTP_PORT}/`);

function shutdown() {
  http.close();
  smtp.close(() => process.exit(0));
  setTimeout(() => process.exit(0), 2000).unref();
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
