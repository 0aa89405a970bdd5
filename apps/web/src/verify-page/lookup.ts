import type { Verification } from '@ohp/contracts';
import { normaliseVerificationCode } from '@ohp/contracts/verification-code';

// GET /api/verify/{code} (docs/reports.md "Verification") as the page needs it: a tagged answer.

export type Lookup =
  | { kind: 'loading' }
  | { kind: 'found'; code: string; report: Verification }
  | { kind: 'notFound' }
  | { kind: 'tooMany' }
  | { kind: 'unavailable' };

/** The code of a /verify/{code} path, normalised; undefined when it cannot be a code. */
export function codeOfPath(pathname: string): string | undefined {
  const match = /^\/verify\/([^/]*)\/?$/.exec(pathname);
  if (!match?.[1]) return undefined;
  let raw: string;
  try {
    raw = decodeURIComponent(match[1]);
  } catch {
    return undefined;
  }
  return normaliseVerificationCode(raw);
}

const text = (v: unknown) => typeof v === 'string';
const textOrNull = (v: unknown) => v === null || typeof v === 'string';

/** The answer's `data` when it has the documented shape (anything else is not trusted). */
export function asVerification(value: unknown): Verification | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const v = value as Record<string, unknown>;
  const ok =
    (v.status === 'issued' || v.status === 'revoked') &&
    text(v.issuedAt) &&
    textOrNull(v.revokedAt) &&
    text(v.domain) &&
    ['norm', 'evaluatorName', 'evaluatorRegistration', 'company', 'sha256', 'signedBy'].every((k) =>
      textOrNull(v[k]),
    );
  return ok ? (v as Verification) : undefined;
}

/** Asks the server; a code that cannot be one is "not found" without asking. */
export async function lookUp(code: string | undefined, language: string): Promise<Lookup> {
  if (!code) return { kind: 'notFound' };
  let response: Response;
  try {
    response = await fetch(`/api/verify/${code}`, {
      headers: { accept: 'application/json', 'x-language': language },
    });
  } catch {
    return { kind: 'unavailable' };
  }
  if (response.status === 404) return { kind: 'notFound' };
  if (response.status === 429) return { kind: 'tooMany' };
  if (!response.ok) return { kind: 'unavailable' };
  const body: unknown = await response.json().catch(() => undefined);
  const report = asVerification((body as { data?: unknown } | undefined)?.data);
  return report ? { kind: 'found', code, report } : { kind: 'unavailable' };
}
