import type { FastifyRequest } from 'fastify';

/** Query parameters that carry secrets: the e-mailed code (?token=) and the password of DELETE /api/user/delete. */
const secretParams = ['token', 'password', 'code', 'refreshToken', 'accessToken'];

/** pino paths never written to the log (bodies are not logged, this is belt and braces). */
export const redactPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  '*.token',
  '*.refreshToken',
  '*.accessToken',
  '*.password',
  '*.newPassword',
  '*.code',
  '*.codeVerifier',
];

/** The URL with the values of secret query parameters replaced by "[Redacted]". */
export function redactUrl(url: string): string {
  const question = url.indexOf('?');
  if (question < 0) return url;
  const params = new URLSearchParams(url.slice(question + 1));
  for (const name of secretParams) if (params.has(name)) params.set(name, '[Redacted]');
  return `${url.slice(0, question)}?${params.toString()}`;
}

/** Fastify's request serializer, with the URL redacted. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
