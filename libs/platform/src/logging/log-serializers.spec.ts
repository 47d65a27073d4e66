import { once } from 'node:events';
import { createServer, request, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { pinoHttp } from 'pino-http';
import { logSerializers } from './log-serializers.js';

interface LogLine {
  req: { method: string; url: string; headers: Record<string, string> };
  res: { headers: Record<string, string> };
}

/** One request through pino-http with our serializers, over a real socket; answers its log line and what the handler saw. */
async function logOneRequest(headers: Record<string, string>): Promise<{ line: LogLine; seen: IncomingHttpHeaders }> {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const logger = pinoHttp({ serializers: logSerializers }, destination);
  let seen: IncomingHttpHeaders = {};
  const server = createServer((req, res) => {
    logger(req, res);
    seen = req.headers;
    res.setHeader('set-cookie', 'session=s3cret');
    res.end('ok');
  }).listen(0, '127.0.0.1');
  await once(server, 'listening');
  try {
    const { port } = server.address() as AddressInfo;
    const res = await new Promise<IncomingMessage>((resolve) => request({ port, path: '/api/x', headers }, resolve).end());
    res.resume();
    await once(res, 'end');
  } finally {
    server.close();
  }
  return { line: JSON.parse(lines.at(-1)!) as LogLine, seen };
}

describe('request log serializers', () => {
  it('logs the request and response headers without the credentials, leaving the request itself alone', async () => {
    const { line, seen } = await logOneRequest({ authorization: 'Bearer t0ken', cookie: 'farebox_refresh=r3fresh', 'user-agent': 'jest' });
    expect(line.req.headers).toMatchObject({ authorization: '[Redacted]', cookie: '[Redacted]', 'user-agent': 'jest' });
    expect(line.res.headers['set-cookie']).toBe('[Redacted]');
    expect(line.req).toMatchObject({ method: 'GET', url: '/api/x' });
    expect(seen.authorization).toBe('Bearer t0ken');
  });

  it('adds no header that the request did not have', async () => {
    const { line } = await logOneRequest({ 'user-agent': 'jest' });
    expect(line.req.headers).not.toHaveProperty('authorization');
    expect(line.req.headers).not.toHaveProperty('cookie');
  });
});
