import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { startServer } from '@ohp/server/start';

// The account browser tests start their own server (fresh embedded database in a temp folder, no
// SMTP_URL) so that they can read the e-mails it writes to <dataDir>/outbox (docs/auth.md "Mail"),
// and so that their sign-ins and code requests do not count against the shared server's per-IP limits.

const webDist = fileURLToPath(new URL('../../apps/web/dist', import.meta.url));

export interface AccountServer {
  baseUrl: string;
  dataDir: string;
  close(): Promise<void>;
}

/** True when index.html and every asset it names are in `dir`. */
function completeBuild(dir: string): boolean {
  const index = join(dir, 'index.html');
  if (!existsSync(index)) return false;
  const assets = [...readFileSync(index, 'utf8').matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)];
  return assets.every((m) => existsSync(join(dir, m[1] ?? '')));
}

/**
 * A private copy of apps/web/dist: a `vite build` started elsewhere while these tests run empties
 * and refills the shared folder (new chunk names), which would break pages loaded before it.
 */
async function copyWebDist(target: string): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt++) {
    rmSync(target, { recursive: true, force: true });
    if (completeBuild(webDist)) {
      cpSync(webDist, target, { recursive: true });
      if (completeBuild(target)) return target;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('apps/web/dist is missing or incomplete: run `npx vite build apps/web` first');
}

/**
 * `env`: more server settings (e.g. OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET for third-party
 * sign-in). `dataDir`: a folder prepared before the start (e.g. an admin made by the CLI); removed
 * at close like a fresh one.
 */
export async function startAccountServer(
  options: { env?: Record<string, string>; dataDir?: string } = {},
): Promise<AccountServer> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'ohp-e2e-account-'));
  const server = await startServer({
    port: 0,
    host: '127.0.0.1',
    dataDir,
    webDist: await copyWebDist(join(dataDir, 'web')),
    logLevel: 'warn',
    env: { NODE_ENV: 'production', PATH: process.env.PATH, ...options.env },
  });
  return {
    baseUrl: server.url,
    dataDir,
    close: async () => {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  date: string;
}

function outbox(dataDir: string): Array<OutboxMail & { file: string }> {
  const dir = join(dataDir, 'outbox');
  let files: string[] = [];
  try {
    files = readdirSync(dir).filter((name) => name.endsWith('.json'));
  } catch {
    return [];
  }
  const mails: Array<OutboxMail & { file: string }> = [];
  for (const file of files.sort()) {
    try {
      mails.push({ file, ...(JSON.parse(readFileSync(join(dir, file), 'utf8')) as OutboxMail) });
    } catch {
      // Still being written: seen on the next look.
    }
  }
  return mails;
}

/**
 * How long a test waits for an e-mail: the server sends it through its job queue after answering
 * (a 2-s poll, nudged at once), and on a loaded 2-core machine running two browser files with
 * their embedded databases that has taken more than the 10 s once allowed.
 */
const mailWaitMs = 60_000;

/**
 * What `pick` finds in the newest e-mail to `to` (not in `seen`, which collects the file names of
 * the e-mails used), waiting for it.
 */
export async function waitForMail<T>(
  dataDir: string,
  to: string,
  pick: (text: string) => T | undefined,
  what: string,
  seen: Set<string> = new Set(),
): Promise<T> {
  const deadline = Date.now() + mailWaitMs;
  do {
    for (const mail of outbox(dataDir).reverse()) {
      if (mail.to !== to || seen.has(mail.file)) continue;
      const found = pick(mail.text);
      if (found !== undefined) {
        seen.add(mail.file);
        return found;
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  } while (Date.now() < deadline);
  throw new Error(`No e-mail with ${what} reached ${to} in the outbox within ${mailWaitMs / 1000} s`);
}

/** The 6-digit code of the newest e-mail to `to` that was not seen before, waiting for it. */
export function waitForCode(dataDir: string, to: string, seen: Set<string>): Promise<string> {
  return waitForMail(dataDir, to, (text) => text.match(/\b(\d{6})\b/)?.[1], 'a code', seen);
}

/** The invitation link (…/company/user/invite/{token}) of the newest e-mail to `to`, waiting for it. */
export function waitForInvitationLink(dataDir: string, to: string): Promise<string> {
  return waitForMail(
    dataDir,
    to,
    (text) => text.match(/https?:\/\/\S+\/company\/user\/invite\/[\w-]+/)?.[0],
    'an invitation',
  );
}

/** A valid CPF (check digits computed), different for each seed. */
export function cpfFor(seed: number): string {
  const base = String(100_000_000 + (seed % 800_000_000)).slice(0, 9);
  const digits = [...base].map(Number);
  const check = (list: number[], start: number) => {
    const sum = list.reduce((acc, d, i) => acc + d * (start - i), 0);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  digits.push(check(digits, 10));
  digits.push(check(digits, 11));
  const d = digits.join('');
  return `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6, 9)}-${d.slice(9)}`;
}

let counter = 0;

/** A new account's details (unique e-mail per call). */
export function newAccount(label: string) {
  counter += 1;
  const stamp = `${Date.now().toString(36)}${counter}`;
  return {
    name: 'Ana',
    lastName: 'Souza',
    email: `${label}-${stamp}@example.com`,
    password: 'Primeira-123',
    document: cpfFor(Date.now() + counter * 7919),
    phone: '+55 11 91234-5678',
  };
}

export type Account = ReturnType<typeof newAccount>;

/**
 * Registers an account through the API, as the registration screen does (code request, code from
 * the outbox, POST /api/user?token=), for tests that start from an existing account.
 */
export async function registerThroughApi(server: AccountServer, account: Account, seen: Set<string>) {
  const api = (path: string, body?: unknown) =>
    fetch(`${server.baseUrl}${path}`, {
      method: 'POST',
      headers: body ? { 'content-type': 'application/json' } : {},
      body: body ? JSON.stringify(body) : null,
    });
  const sent = await api(`/api/user/email-validate?email=${encodeURIComponent(account.email)}`);
  if (!sent.ok) throw new Error(`email-validate: ${sent.status} ${await sent.text()}`);
  const code = await waitForCode(server.dataDir, account.email, seen);
  const created = await api(`/api/user?token=${code}`, {
    name: account.name,
    lastName: account.lastName,
    email: account.email,
    password: account.password,
    document: account.document,
    phone: account.phone,
    country: 'BR',
    newsletter: false,
  });
  if (created.status !== 201) throw new Error(`register: ${created.status} ${await created.text()}`);
}

/** Fills the login form (pt-BR labels) and submits it; remember me as asked. */
export async function submitLogin(
  page: Page,
  email: string,
  password: string,
  rememberMe: boolean,
  labels = { email: 'E-mail', password: 'Senha', rememberMe: 'Lembrar de mim', submit: 'Entrar' },
) {
  await field(page, labels.email).fill(email);
  await field(page, labels.password).fill(password);
  const remember = page.getByRole('checkbox', { name: labels.rememberMe });
  if ((await remember.isChecked()) !== rememberMe) await remember.click();
  await page.getByRole('button', { name: labels.submit, exact: true }).click();
}

/** Opens the login page of `server` and signs `account` in through the form; waits for the app. */
export async function signInThroughForm(
  page: Page,
  server: AccountServer,
  account: { email: string; password: string },
  rememberMe: boolean,
) {
  await page.goto(`${server.baseUrl}/`);
  await submitLogin(page, account.email, account.password, rememberMe);
  await page.getByTestId('app-layout').waitFor();
}

/** A real small PNG drawn by sharp (a logo-like mark: 240 × 96), for the logo upload. */
export function samplePng(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="96">
    <rect width="240" height="96" rx="14" fill="#f8fafc"/>
    <circle cx="48" cy="48" r="30" fill="#0d8677"/>
    <rect x="38" y="38" width="20" height="20" fill="#f8fafc"/>
    <rect x="92" y="28" width="124" height="14" rx="7" fill="#1f2937"/>
    <rect x="92" y="54" width="84" height="12" rx="6" fill="#f59e0b"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** A real small PNG photo-like image (160 × 160): a face-like mark on a gradient. */
export function samplePhoto(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#6366f1"/><stop offset="1" stop-color="#14a392"/></linearGradient></defs>
    <rect width="160" height="160" fill="url(#g)"/>
    <circle cx="80" cy="64" r="28" fill="#fde68a"/>
    <ellipse cx="80" cy="150" rx="54" ry="44" fill="#fde68a"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

export const renamedPdf = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

/** The input labelled `text`, with or without the required asterisk Mantine adds ("Nome *"). */
export function field(page: Page, text: string) {
  const escaped = text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return page.getByRole('textbox', { name: new RegExp(`^${escaped}(\\s*\\*)?$`) });
}
