import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium, type Page } from 'playwright-core';

// Debian's chromium, headless, with the flags that work on these machines (ARCHITECTURE "Stack notes").
export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

let launched = 0;

/**
 * A client address of its own for each browser (10.x.y.z, unique within a worker process and
 * spread by process id across workers). The server runs with TRUST_PROXY in the browser tests.
 */
function simulatedClientIp(): string {
  launched += 1;
  return `10.${process.pid % 250}.${Math.floor(launched / 250) % 250}.${(launched % 250) + 1}`;
}

export interface BrowserSession {
  context: BrowserContext;
  close(): Promise<void>;
}

export interface BrowserOptions {
  /** The browser's time zone (e.g. 'America/Sao_Paulo'); the machine's otherwise. */
  timezoneId?: string;
}

/**
 * A chromium with a fresh --user-data-dir (a persistent context in a new temp folder), so no test
 * run sees another's storage. Pages get a desktop viewport unless told otherwise.
 */
export async function launchBrowser(
  viewport = { width: 1366, height: 800 },
  options: BrowserOptions = {},
): Promise<BrowserSession> {
  const userDataDir = mkdtempSync(join(tmpdir(), 'ohp-e2e-chromium-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: chromiumFlags,
    viewport,
    locale: 'en-US',
    ...(options.timezoneId ? { timezoneId: options.timezoneId } : {}),
    extraHTTPHeaders: { 'x-forwarded-for': simulatedClientIp() },
  });
  return {
    context,
    close: async () => {
      await context.close();
      rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}

export interface WatchedPage {
  page: Page;
  /** Console errors and CSP violations seen so far. */
  problems: string[];
  cspViolations: string[];
}

/** A new page that records console errors, page errors and Content-Security-Policy violations. */
export async function openPage(context: BrowserContext): Promise<WatchedPage> {
  const page = await context.newPage();
  const problems: string[] = [];
  const cspViolations: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    problems.push(text);
    if (/content security policy/i.test(text)) cspViolations.push(text);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  await page.exposeFunction('__reportCspViolation', (text: string) => cspViolations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation: (t: string) => void })
        .__reportCspViolation;
      report(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return { page, problems, cspViolations };
}

/** Runs a test body with its own fresh chromium, closed afterwards whatever happens. */
export async function withBrowser<T>(
  body: (session: BrowserSession) => Promise<T>,
  viewport?: { width: number; height: number },
  options?: BrowserOptions,
): Promise<T> {
  const session = await launchBrowser(viewport, options);
  try {
    return await body(session);
  } finally {
    await session.close();
  }
}
