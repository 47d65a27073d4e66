#!/usr/bin/env node
// AI writer simulator: an OpenAI-compatible chat-completions endpoint on loopback that writes deterministic text.
//
//   POST /v1/chat/completions   { model, messages: [{ role, content }] } -> 200 { id, object: 'chat.completion', model,
//                               choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }] }
//                               The content is HTML derived only from the last user message (same prompt, same text).
//                               500 { error: { message, type } } while failures are switched on; 401 when started with
//                               --api-key and the request does not carry `Authorization: Bearer <key>`.
//   POST /_simulator/settings   { failures?: { enabled, message? }, delayMs?, appendHtml? } -> switches failures, sets the
//                               answer delay, and appends raw HTML to every answer (to test that the server sanitises it)
//   GET  /_simulator/health     -> 200
//
// Usage: node apps/simulators/ai-writer.mjs --port 4030 [--host 127.0.0.1] [--delay-ms 300] [--api-key <key>]
import { createHash } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { cliOptions, createJsonServer, HttpError, listen } from './http-kit.mjs';

export const SIMULATED_TEXT_MARK = 'Written by the AI writer simulator';
const DEFAULT_FAILURE_MESSAGE = 'The model is overloaded. Please try again later.';
const WORDS = ['quiet', 'lively', 'historic', 'green', 'coastal', 'busy', 'friendly', 'old', 'modern', 'sunny', 'scenic', 'local'];
const NOUNS = ['streets', 'markets', 'stations', 'parks', 'harbours', 'temples', 'cafés', 'museums', 'neighbourhoods', 'bus routes'];

const escapeHtml = (text) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

/** Two sentences chosen by the prompt's hash: the same prompt always gets the same text. */
export function simulatedText(prompt) {
  const digest = createHash('sha256').update(prompt).digest();
  const pick = (list, i) => list[digest[i] % list.length];
  const topic = escapeHtml(prompt.split('\n')[0].slice(0, 160));
  return (
    `<p>${SIMULATED_TEXT_MARK} (${digest.subarray(0, 4).toString('hex')}): ${topic}</p>` +
    `<p>Expect ${pick(WORDS, 4)} ${pick(NOUNS, 5)} and ${pick(WORDS, 6)} ${pick(NOUNS, 7)}; travellers like the ${pick(WORDS, 8)} ${pick(NOUNS, 9)}.</p>`
  );
}

export function createAiWriter({ apiKey = null, delayMs = 0 } = {}) {
  const settings = { failures: { enabled: false, message: DEFAULT_FAILURE_MESSAGE }, delayMs: Number(delayMs) || 0, appendHtml: '' };
  let served = 0;

  const complete = async ({ body, headers }) => {
    if (apiKey && headers.authorization !== `Bearer ${apiKey}`) throw new HttpError(401, 'invalid_api_key', 'Incorrect API key provided.');
    const messages = Array.isArray(body.messages) ? body.messages : [];
    const prompt = [...messages].reverse().find((m) => m?.role === 'user')?.content;
    if (typeof prompt !== 'string' || prompt === '') throw new HttpError(400, 'invalid_request_error', 'messages must end with a user message.');
    if (settings.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, settings.delayMs));
    if (settings.failures.enabled) return { status: 500, body: { error: { message: settings.failures.message, type: 'server_error' } } };
    served += 1;
    return {
      status: 200,
      body: {
        id: `chatcmpl-sim-${served}`,
        object: 'chat.completion',
        model: typeof body.model === 'string' ? body.model : 'simulator',
        choices: [{ index: 0, message: { role: 'assistant', content: simulatedText(prompt) + settings.appendHtml }, finish_reason: 'stop' }],
      },
    };
  };

  return createJsonServer([
    ['POST', '/v1/chat/completions', complete],
    [
      'POST',
      '/_simulator/settings',
      ({ body }) => {
        if (body.failures) settings.failures = { enabled: !!body.failures.enabled, message: body.failures.message || DEFAULT_FAILURE_MESSAGE };
        if (body.delayMs !== undefined) settings.delayMs = Number(body.delayMs) || 0;
        if (body.appendHtml !== undefined) settings.appendHtml = String(body.appendHtml);
        return { status: 200, body: settings };
      },
    ],
    ['GET', '/_simulator/health', () => ({ status: 200, body: { ok: true } })],
  ]);
}

/** Answers { url, server, close }; the chat-completions base URL (AI_WRITER_URL) is `${url}/v1`. */
export const startAiWriter = ({ apiKey, delayMs, ...options } = {}) => listen(createAiWriter({ apiKey, delayMs }), options);

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const options = cliOptions(process.argv.slice(2), { 'delay-ms': '300', 'api-key': '' });
  const { url } = await startAiWriter({ host: options.host, port: options.port || 4030, delayMs: options['delay-ms'], apiKey: options['api-key'] || null });
  console.log(`AI writer simulator listening on ${url}`);
}
