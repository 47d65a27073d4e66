const REDACTED = '[Redacted]';
const REQUEST_SECRETS = ['authorization', 'cookie'];
const RESPONSE_SECRETS = ['set-cookie'];

/** The headers with the values of the named ones replaced: a copy when one is present, the same object otherwise. */
function redactHeaders(headers: Record<string, unknown>, names: readonly string[]): Record<string, unknown> {
  if (!names.some((name) => name in headers)) return headers;
  const copy = { ...headers };
  for (const name of names) if (name in copy) copy[name] = REDACTED;
  return copy;
}

/**
 * The request and response as pino-http's standard serializers make them (a fresh object per call), without the
 * credentials. pino's generic `redact` option would do the same by cloning the whole request on every request, since
 * every request's child logger serializes its request at once, logged or not.
 */
export const logSerializers = {
  req: <T extends { headers: Record<string, unknown> }>(req: T): T => {
    req.headers = redactHeaders(req.headers, REQUEST_SECRETS);
    return req;
  },
  res: <T extends { headers: Record<string, unknown> }>(res: T): T => {
    res.headers = redactHeaders(res.headers, RESPONSE_SECRETS);
    return res;
  },
};
