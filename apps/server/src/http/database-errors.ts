// Errors that mean "the database cannot be reached", not "this query is wrong": the error handler
// answers them 503 with a translated message instead of 500.

/** Socket errors of node-postgres and libpq-style SQLSTATEs of a server going away or refusing. */
const unavailableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  // SQLSTATE 57P01 admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now (PostgreSQL appendix A).
  '57P01',
  '57P02',
  '57P03',
  // 53300 too_many_connections.
  '53300',
  // 3D000 invalid_catalog_name: the database was dropped. 42P01 undefined_table and 3F000
  // invalid_schema_name: it was recreated empty (not migrated yet; see db/schema-readiness.ts).
  '3D000',
  '42P01',
  '3F000',
]);

const schemaMissingCodes = new Set(['42P01', '3F000']);

/** True when the error says a table or schema of ours is missing (an empty or recreated database). */
export function isSchemaMissing(error: unknown): boolean {
  const seen = new Set<unknown>();
  const pending: unknown[] = [error];
  while (pending.length > 0) {
    const current = pending.pop();
    if (!current || typeof current !== 'object' || seen.has(current)) continue;
    seen.add(current);
    const { code, cause } = current as { code?: unknown; cause?: unknown };
    if (typeof code === 'string' && schemaMissingCodes.has(code)) return true;
    pending.push(cause);
  }
  return false;
}

// Messages of pg, pg-pool and PGlite for a connection that is gone or could not be opened.
const unavailableMessages =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed and is not queryable|Cannot use a pool after calling end|PGlite is clos(ed|ing)/i;

/** True when the error (or one it wraps: `cause`, AggregateError) says the database is unreachable. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  const pending: unknown[] = [error];
  while (pending.length > 0) {
    const current = pending.pop();
    if (!current || typeof current !== 'object' || seen.has(current)) continue;
    seen.add(current);
    const { code, message, cause, errors } = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
      errors?: unknown;
    };
    if (typeof code === 'string' && (unavailableCodes.has(code) || /^08/.test(code))) return true;
    if (typeof message === 'string' && unavailableMessages.test(message)) return true;
    pending.push(cause);
    if (Array.isArray(errors)) pending.push(...errors);
  }
  return false;
}

/**
 * A refusal raised by one of the database's own rules (a trigger of migration 0008): SQLSTATE
 * `OH` + an HTTP status, the message a translation key ("archive:errors.quotaExceeded").
 */
export function databaseRefusal(error: unknown): { status: number; key: string } | undefined {
  const seen = new Set<unknown>();
  const pending: unknown[] = [error];
  while (pending.length > 0) {
    const current = pending.pop();
    if (!current || typeof current !== 'object' || seen.has(current)) continue;
    seen.add(current);
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    const status = typeof code === 'string' ? /^OH([45]\d\d)$/.exec(code)?.[1] : undefined;
    if (status && typeof message === 'string' && /^\w+:[\w.]+$/.test(message))
      return { status: Number(status), key: message };
    pending.push(cause);
  }
  return undefined;
}
