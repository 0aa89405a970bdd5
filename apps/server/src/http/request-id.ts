import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export const requestIdHeader = 'x-request-id';

// Short and plain: it goes into every log line and back into a response header.
const acceptable = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * The request id: the client's (or proxy's) `x-request-id` when it is at most 64 characters of
 * `[A-Za-z0-9._-]`, else a new UUID, so a client cannot fill logs or headers with what it likes.
 */
export function requestIdOf(request: IncomingMessage): string {
  const sent = request.headers[requestIdHeader];
  const value = Array.isArray(sent) ? sent[0] : sent;
  return value && acceptable.test(value) ? value : randomUUID();
}
