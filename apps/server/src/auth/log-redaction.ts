import type { FastifyRequest } from 'fastify';

/** Query parameters that carry secrets: mailed link tokens, social sign-in codes and state. */
const SECRET_PARAMETER = /token|code|state|password|secret/i;

/** The URL with secret query values blanked, so links from mails never end up in the log. */
export function redactUrl(url: string): string {
  const start = url.indexOf('?');
  if (start < 0) return url;
  const query = new URLSearchParams(url.slice(start + 1));
  for (const key of [...query.keys()]) if (SECRET_PARAMETER.test(key)) query.set(key, '[redacted]');
  return `${url.slice(0, start)}?${query.toString()}`;
}

/** Fastify's request log line, with the URL redacted. */
export function requestLogSerializer(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    hostname: request.hostname,
    remoteAddress: request.ip,
  };
}
