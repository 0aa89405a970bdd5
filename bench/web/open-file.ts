// Budget (issue 28, item 5: the main thread never blocked > 100 ms at a time): a record a person
// opens from the disk on /upload, as large as the instruments make them (a 24 h DoseMax V2 record
// with third-octave bands, 15 MB; a 7-day AxPro record, 48 MB, under a 64 MB server limit), from
// the file given to the page to its viewer shown, the reading kept for a reload. The longest
// main-thread task is read in the page (Long Tasks API). The file is given to the page's own
// <input> from a Blob already in the page: Playwright's setInputFiles would add its own long task
// (its script decodes the file into the page).
// Run after `npm run build`: node --import tsx bench/web/open-file.ts
// OHP_BENCH_TRACE=1: the last open of each file traced, its longest tasks and what ran in them;
// OHP_BENCH_PROFILE=1: the renderer's time by function over that open.
import { formatAxPro, generateLargeNoiseRecordText, generateVibration } from '@ohp/devices';
import type { Page } from 'playwright-core';
import { signIn, startAppInChromium } from '../support/app-in-chromium.ts';
import { printProfile, startProfile } from '../support/cpu-profile.ts';
import { longestTaskSince, recordLongTasks, reportLongestTasks } from '../support/long-tasks.ts';
import { startTrace } from '../support/trace-tasks.ts';

const RUNS = Number(process.env.OHP_BENCH_RUNS) || 3;

const files: Array<{ label: string; name: string; text: () => string }> = [
  {
    label: 'DoseMax V2 24 h with third-octave bands',
    name: 'dosemax-24h-thirds.txt',
    // The noise viewer bench's day (bench/noise/viewer.ts).
    text: () => generateLargeNoiseRecordText(15_500_000),
  },
  {
    label: 'AxPro 7 d',
    name: 'axpro-7d.txt',
    text: () =>
      formatAxPro(
        generateVibration({
          seed: 28,
          serialNumber: '24030001507A',
          firmware: '2.3.1',
          start: '2026-02-05T00:00:00',
          durationSeconds: 7 * 86_400,
          intervalSeconds: 1,
          evaluationType: 'wholeBody',
        }),
      ),
  },
];

/** The file given to /upload's input; resolves with the page time it was given. */
function giveFile(page: Page, name: string): Promise<number> {
  return page.evaluate(async (fileName) => {
    const blob = await (await fetch('/bench-file')).blob();
    const input = document.querySelector('[data-testid="upload-input"]') as HTMLInputElement;
    const files = new DataTransfer();
    files.items.add(new File([blob], fileName, { type: 'text/plain' }));
    // The fetch's own work settles before the clock starts.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const given = performance.now();
    input.files = files.files;
    input.dispatchEvent(new Event('change', { bubbles: true }));
    return given;
  }, name);
}

const app = await startAppInChromium('open-file', { width: 1440, height: 900 }, 64);
let ok = true;
try {
  await app.context.addInitScript(recordLongTasks);
  const page = await app.context.newPage();
  if (!app.server.demoAccount) throw new Error('No demo account on the fresh database');
  await signIn(page, app.server.url, app.server.demoAccount);
  for (const file of files) {
    const body = file.text();
    await page.route('**/bench-file', (route) => route.fulfill({ body, contentType: 'text/plain' }));
    const longest: number[] = [];
    const shown: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      await page.goto('/upload');
      await page.getByTestId('upload-input').waitFor({ state: 'attached' });
      const traced = process.env.OHP_BENCH_TRACE === '1' && run === RUNS - 1;
      const profiled = process.env.OHP_BENCH_PROFILE === '1' && run === RUNS - 1;
      const cdp = traced || profiled ? await app.context.newCDPSession(page) : undefined;
      const trace = traced && cdp ? await startTrace(cdp) : undefined;
      if (profiled && cdp) await startProfile(cdp);
      const given = await giveFile(page, file.name);
      await page.waitForURL('**/upload/read', { timeout: 120_000 });
      shown.push((await page.evaluate(() => performance.now())) - given);
      // The viewer's charts and the reading's keeping (IndexedDB) after it: 3 s to settle.
      await page.waitForTimeout(3000);
      await trace?.();
      if (profiled && cdp) printProfile((await cdp.send('Profiler.stop')).profile, `open ${file.label}`);
      await cdp?.detach();
      longest.push(await longestTaskSince(page, given));
    }
    await page.unroute('**/bench-file');
    ok = reportLongestTasks(`open a file on /upload, ${file.label}`, body.length, { longest, shown }) && ok;
  }
} finally {
  await app.close();
}
process.exitCode = ok ? 0 : 1;
