import { readFile } from 'node:fs/promises';
import { formMessage } from '@ohp/reports';
import type { Translator } from '../i18n.ts';
import { UsageError } from '../usage-error.ts';

// The `--meta meta.json` and logo handling every `ohp report <domain>` shares: read the JSON, check
// it against the domain's form schema (the first problem named, translated), turn the optional
// `logo` path (PNG or JPEG) into the data URL the PDF embeds. Each domain keeps its own error class
// and message keys, so the messages stay those of its namespace.

/** The domain's error for a bad meta file or logo: `(key, values) => its InputError`. */
export type MetaError = (key: string, values: Record<string, string | number>) => Error;

export interface MetaKeys {
  /** e.g. 'cli:noise.badMeta' (values: file, reason). */
  badMeta: string;
  /** e.g. 'cli:noise.badLogo' (values: file). */
  badLogo: string;
}

/** A form issue in the user's language: our own 'ns:key|a|b' messages, else zod's kind of problem. */
export interface FormIssue {
  path: PropertyKey[];
  message: string;
  code: string;
  expected?: unknown;
}

export function issueText(t: Translator, issue: FormIssue | undefined): string {
  if (!issue) return '';
  const field = issue.path.map(String).join('.');
  if (/^[a-z0-9]+:/i.test(issue.message)) {
    const { key, values } = formMessage(issue.message);
    return `${field}: ${t(key, values)}`;
  }
  const expectsNumber = issue.code === 'invalid_type' && issue.expected === 'number';
  return `${field}: ${t(expectsNumber ? 'errors:mustBeNumber' : 'errors:invalidValue')}`;
}

/** What a schema's `safeParse` answers (zod's shape, kept structural so any form schema fits). */
type SafeParse<T> = { success: true; data: T } | { success: false; error: { issues: FormIssue[] } };

/** Reads the meta JSON; `undefined` without a path. A file that is not JSON is the domain's badMeta. */
export async function readMetaJson(
  path: string | undefined,
  keys: MetaKeys,
  error: MetaError,
): Promise<unknown> {
  if (!path) return undefined;
  const text = await readFile(path, 'utf8').catch(() => {
    throw new UsageError('cannotRead', { file: path });
  });
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw error(keys.badMeta, { file: path, reason: 'JSON' });
  }
}

/** Checks the raw meta against one schema; the first issue becomes the domain's badMeta error. */
export function checkMeta<T>(
  parsed: SafeParse<T>,
  path: string,
  t: Translator,
  keys: MetaKeys,
  error: MetaError,
): T {
  if (parsed.success) return parsed.data;
  throw error(keys.badMeta, { file: path, reason: issueText(t, parsed.error.issues[0]) });
}

/** The `logo` path of a meta JSON, if it names one. */
export function logoPathOf(raw: unknown): string | undefined {
  const logo = (raw as { logo?: unknown } | null | undefined)?.logo;
  return typeof logo === 'string' ? logo : undefined;
}

const imageTypes: Array<[number[], string]> = [
  [[0x89, 0x50, 0x4e, 0x47], 'image/png'],
  [[0xff, 0xd8, 0xff], 'image/jpeg'],
];

/** A PNG or JPEG file as a data URL (told by its first bytes, not its name). */
export async function logoDataUrl(path: string, keys: MetaKeys, error: MetaError): Promise<string> {
  const bytes = await readFile(path).catch(() => {
    throw new UsageError('cannotRead', { file: path });
  });
  const type = imageTypes.find(([magic]) => magic.every((b, i) => bytes[i] === b))?.[1];
  if (!type) throw error(keys.badLogo, { file: path });
  return `data:${type};base64,${bytes.toString('base64')}`;
}

/**
 * The whole meta step for a domain whose meta is one form schema: the form (the schema's defaults
 * without a file) and the logo as a data URL.
 */
export async function readReportMeta<T>(
  path: string | undefined,
  schema: { safeParse: (raw: unknown) => unknown },
  t: Translator,
  keys: MetaKeys,
  error: MetaError,
): Promise<{ form: T; logo: string | undefined }> {
  const raw = await readMetaJson(path, keys, error);
  const form = checkMeta(schema.safeParse(path ? raw : {}) as SafeParse<T>, path ?? '', t, keys, error);
  const logoPath = logoPathOf(raw);
  return { form, logo: logoPath ? await logoDataUrl(logoPath, keys, error) : undefined };
}
