#!/usr/bin/env node
// Slack simulator: the Web API's chat.postMessage on loopback, recording every message it accepts.
//
//   POST /api/chat.postMessage  Authorization: Bearer <token>, { channel, text, blocks? } -> 200 { ok: true, channel, ts,
//                               message }; 200 { ok: false, error } as Slack answers (not_authed, invalid_auth,
//                               channel_not_found for an empty channel, no_text, msg_too_long over 40,000 characters,
//                               invalid_blocks for a section text over 3,000); 429 with Retry-After while rate limiting
//                               is switched on, and when one channel gets more than one message a second.
//   GET  /_simulator/messages   -> { messages: [{ channel, text, blocks, ts }] }, oldest first (?channel= filters)
//   POST /_simulator/settings   { rateLimitNext?: n, retryAfterSeconds?: s, clear?: true } -> answers 429 to the next
//                               n posts, with Retry-After s; clear forgets the recorded messages
//   GET  /_simulator/health     -> 200
//
// Usage: node apps/simulators/slack.mjs --port 4060 [--host 127.0.0.1] [--token <bot token>]
// The API base URL (SLACK_API_URL) is `${url}/api`.
import { pathToFileURL } from 'node:url';
import { cliOptions, createJsonServer, listen } from './http-kit.mjs';

export const SLACK_SIMULATOR_TOKEN = 'xoxb-simulator';
const SECTION_TEXT_MAX = 3_000;
const MESSAGE_TEXT_MAX = 40_000;

export function createSlack({ token = SLACK_SIMULATOR_TOKEN } = {}) {
  const messages = [];
  const lastPostAt = new Map();
  const settings = { rateLimitNext: 0, retryAfterSeconds: 1 };
  const slackError = (error) => ({ status: 200, body: { ok: false, error } });
  const tooMany = (seconds) => ({ status: 429, headers: { 'retry-after': String(seconds) }, body: { ok: false, error: 'ratelimited' } });

  const postMessage = ({ body, headers }) => {
    if (!headers.authorization) return slackError('not_authed');
    if (headers.authorization !== `Bearer ${token}`) return slackError('invalid_auth');
    if (settings.rateLimitNext > 0) {
      settings.rateLimitNext -= 1;
      return tooMany(settings.retryAfterSeconds);
    }
    const channel = typeof body.channel === 'string' ? body.channel.trim() : '';
    if (channel === '') return slackError('channel_not_found');
    const text = typeof body.text === 'string' ? body.text : '';
    const blocks = Array.isArray(body.blocks) ? body.blocks : [];
    if (text === '' && blocks.length === 0) return slackError('no_text');
    if (text.length > MESSAGE_TEXT_MAX) return slackError('msg_too_long');
    if (blocks.some((b) => typeof b?.text?.text === 'string' && b.text.text.length > SECTION_TEXT_MAX)) return slackError('invalid_blocks');
    const now = Date.now();
    if (now - (lastPostAt.get(channel) ?? 0) < 1000) return tooMany(1);
    lastPostAt.set(channel, now);
    const ts = `${Math.floor(now / 1000)}.${String(messages.length).padStart(6, '0')}`;
    const message = { channel, text, blocks, ts };
    messages.push(message);
    return { status: 200, body: { ok: true, channel, ts, message: { text, blocks, ts } } };
  };

  return createJsonServer([
    ['POST', '/api/chat.postMessage', postMessage],
    [
      'GET',
      '/_simulator/messages',
      ({ query }) => ({ status: 200, body: { messages: query.get('channel') ? messages.filter((m) => m.channel === query.get('channel')) : messages } }),
    ],
    [
      'POST',
      '/_simulator/settings',
      ({ body }) => {
        if (body.rateLimitNext !== undefined) settings.rateLimitNext = Number(body.rateLimitNext) || 0;
        if (body.retryAfterSeconds !== undefined) settings.retryAfterSeconds = Number(body.retryAfterSeconds) || 1;
        if (body.clear) messages.length = 0;
        return { status: 200, body: settings };
      },
    ],
    ['GET', '/_simulator/health', () => ({ status: 200, body: { ok: true } })],
  ]);
}

/** Answers { url, server, close }; SLACK_API_URL is `${url}/api`. */
export const startSlack = ({ token, ...options } = {}) => listen(createSlack({ token }), options);

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const options = cliOptions(process.argv.slice(2), { token: SLACK_SIMULATOR_TOKEN });
  const { url } = await startSlack({ host: options.host, port: options.port || 4060, token: options.token });
  console.log(`Slack simulator listening on ${url}`);
}
