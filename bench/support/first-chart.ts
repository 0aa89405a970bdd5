// Viewer "first chart" timing shared by the heat, vibration and CO2 benches (the noise one, with
// its own phase breakdown, is bench/noise/viewer.ts): the real built app on the real server
// (startServer, fresh embedded database), a record saved through the API, then the time from the
// click (in-app navigation from the measurement list) or the navigation start (full page load) to
// the frame that shows the chart, measured in the page (./paint-time.ts); the test driver's own
// wall time is printed beside it.
// Run after `npx vite build apps/web`.
import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { signIn, startAppInChromium } from './app-in-chromium.ts';
import { reportFigure } from './figures.ts';
import { chartPainted, inPageTime, pageMoments, recordPaintTime } from './paint-time.ts';
import { startTrace } from './trace-tasks.ts';
import { printProfile, startProfile } from './cpu-profile.ts';
import {
  lastClick,
  longestTaskSince,
  longTasksText,
  MAIN_THREAD_BUDGET_MS,
  recordLongTasks,
  reportLongestTask,
} from './long-tasks.ts';

export interface FirstChartCase {
  /** e.g. 'heat viewer (Itemp, 86,400 rows at 1 s)'. */
  title: string;
  budgetMs: number;
  /** The record's text, and how it is saved: POST /api/measurements or POST /api/co2pro. */
  fileName: string;
  text: string;
  api: 'measurements' | 'co2pro';
  /** The list the measurement is opened from, and its viewer route (`{id}` replaced). */
  listPath: string;
  viewerPath: string;
  /** data-testid of the chart timed. */
  chartTestId: string;
  runs?: number;
  /** Server body limit (MB) for records larger than the default 50 MB allows. */
  bodyLimitMb?: number;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;

async function save(page: Page, c: FirstChartCase): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('ohp.accessToken'));
  // Compressed as the app sends it (CompressionStream gzip, lib/upload/compressed-reading.ts): the
  // server stores it so and the viewer downloads it so, as for a record a user saved.
  const file = { name: c.fileName, mimeType: 'application/gzip', buffer: gzipSync(c.text) };
  const answer = await page.request.post(`/api/${c.api}`, {
    headers: { Authorization: `Bearer ${token}` },
    multipart:
      c.api === 'co2pro'
        ? { description: 'Benchmark', file }
        : { fileName: c.fileName, description: 'Benchmark', file },
  });
  if (answer.status() !== 201) throw new Error(`Saving failed: ${answer.status()} ${await answer.text()}`);
  return ((await answer.json()) as { data: { id: string } }).data.id;
}

export async function firstChartBench(c: FirstChartCase): Promise<boolean> {
  // OHP_BENCH_RUNS: fewer runs while looking into a profile or a trace.
  const runs = Number(process.env.OHP_BENCH_RUNS) || c.runs || 5;
  const loadBefore = loadavg();
  const app = await startAppInChromium('first-chart', { width: 1440, height: 900 }, c.bodyLimitMb);
  const { server, context } = app;
  await context.addInitScript(recordPaintTime, c.chartTestId);
  await context.addInitScript(recordLongTasks);
  try {
    if (!server.demoAccount) throw new Error('No demo account on the fresh database');
    const page = await context.newPage();
    await signIn(page, server.url, server.demoAccount);
    const id = await save(page, c);
    const href = c.viewerPath.replace('{id}', id);
    const drawn = async () => {
      await page.locator(`[data-testid="${c.chartTestId}"][data-rendered]`).waitFor({ timeout: 120_000 });
      await chartPainted(page);
    };
    // The renderer's main-thread busy time (CDP Performance metric TaskDuration) from the click to
    // the chart drawn: the page's own work, far less sensitive than wall time to other load.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    const busy = async () => {
      const { metrics } = await cdp.send('Performance.getMetrics');
      return (metrics.find((m) => m.name === 'TaskDuration')?.value ?? Number.NaN) * 1000;
    };
    const mainThread: number[] = [];
    const inApp: number[] = [];
    const full: number[] = [];
    // The headline figures: in the page, click (or navigation start) → the chart's frame painted.
    const inAppPage: number[] = [];
    const inAppDrawn: number[] = [];
    // Where the driver's own time goes (in-app): from its click call to the page's pointerdown
    // (actionability checks, scrolling, hit testing), and from the chart drawn to waitFor's return.
    const beforeClick: number[] = [];
    const afterDrawn: number[] = [];
    const fullPage: number[] = [];
    // The longest main-thread task from the click (in-app) or the navigation (full load) to a
    // moment after the chart is drawn (the spectra and summaries drawn after it count too).
    const longestInApp: number[] = [];
    const longestFull: number[] = [];
    const settle = () => page.waitForTimeout(300);
    for (let run = 0; run < runs; run++) {
      await page.goto(`${server.url}${c.listPath}`);
      const link = page.getByTestId('list-open').first();
      await link.waitFor({ timeout: 60_000 });
      const profile = process.env.OHP_BENCH_PROFILE === '1' && run === runs - 1;
      if (profile) await startProfile(cdp);
      // OHP_BENCH_TRACE=1: the last in-app open traced; =full: the last full page load.
      const traced = run === runs - 1 ? process.env.OHP_BENCH_TRACE : undefined;
      const trace = traced === '1' ? await startTrace(cdp) : undefined;
      const b0 = await busy();
      const t0 = Date.now();
      await link.click();
      await drawn();
      const t1 = Date.now();
      inApp.push(t1 - t0);
      mainThread.push(Math.round((await busy()) - b0));
      if (profile) {
        const taken = (await cdp.send('Profiler.stop')).profile;
        printProfile(taken, 'in-app open');
        // OHP_BENCH_PROFILE_FILE: the profile as Chromium wrote it, for DevTools or a script.
        if (process.env.OHP_BENCH_PROFILE_FILE)
          writeFileSync(process.env.OHP_BENCH_PROFILE_FILE, JSON.stringify(taken));
      }
      inAppPage.push(await inPageTime(page, 'click'));
      inAppDrawn.push(await inPageTime(page, 'click', 'drawn'));
      const moments = await pageMoments(page);
      beforeClick.push(Math.round(moments.click - t0));
      afterDrawn.push(Math.round(t1 - moments.drawn));
      await settle();
      await trace?.();
      longestInApp.push(await longestTaskSince(page, await lastClick(page)));
      const traceFull = traced === 'full' ? await startTrace(cdp) : undefined;
      const profileFull = process.env.OHP_BENCH_PROFILE === 'full' && run === runs - 1;
      if (profileFull) await startProfile(cdp);
      const t2 = Date.now();
      await page.goto(`${server.url}${href}`);
      await drawn();
      full.push(Date.now() - t2);
      fullPage.push(await inPageTime(page, 'navigation'));
      if (profileFull) printProfile((await cdp.send('Profiler.stop')).profile, 'full page load');
      await settle();
      await traceFull?.();
      longestFull.push(await longestTaskSince(page, 0));
    }
    const verdict = (ms: number) => (ms <= c.budgetMs ? 'within budget' : 'OVER BUDGET');
    const load = (l: number[]) => l.map((v) => v.toFixed(1)).join(' / ');
    console.log(`${c.title}, first chart (${(c.text.length / 1e6).toFixed(1)} MB file, ${runs} runs)`);
    console.log(
      `  in-app navigation, click → chart painted (in the page): median ${median(inAppPage)} ms (runs ${inAppPage.join(', ')}; first draw ${median(inAppDrawn)}), budget ${c.budgetMs} ms: ${verdict(median(inAppPage))}`,
    );
    console.log(
      `  full page load, navigation start → chart painted (in the page): median ${median(fullPage)} ms (runs ${fullPage.join(', ')}), budget ${c.budgetMs} ms: ${verdict(median(fullPage))}`,
    );
    console.log(
      `  as the test driver saw it (its click checks and its polling included): in-app median ${median(inApp)} ms (runs ${inApp.join(', ')}), full load median ${median(full)} ms (runs ${full.join(', ')})`,
    );
    console.log(
      `  the driver's own share of the in-app figure: click call → pointerdown median ${median(beforeClick)} ms (runs ${beforeClick.join(', ')}), chart drawn → waitFor returned median ${median(afterDrawn)} ms (runs ${afterDrawn.join(', ')})`,
    );
    console.log(
      `  renderer main-thread busy time, in-app click → chart drawn: median ${median(mainThread)} ms (runs ${mainThread.join(', ')}) — the page's own work, ≈ the idle-machine time less the waits for the server`,
    );
    const blocked = (ms: number) => (ms <= MAIN_THREAD_BUDGET_MS ? 'within budget' : 'OVER BUDGET');
    console.log(
      `  longest main-thread task (Long Tasks API): in-app ${longTasksText(longestInApp)}, full load ${longTasksText(longestFull)}, budget ${MAIN_THREAD_BUDGET_MS} ms: ${blocked(Math.max(...longestInApp))}`,
    );
    console.log(
      `  machine: ${cpus().length} CPUs, load average before ${load(loadBefore)}, after ${load(loadavg())} (figures from a loaded machine are upper bounds)`,
    );
    reportFigure({
      name: `${c.title}: first chart painted, in-app`,
      value: median(inAppPage),
      budget: c.budgetMs,
      unit: 'ms',
    });
    reportFigure({
      name: `${c.title}: first chart painted, full load`,
      value: median(fullPage),
      budget: c.budgetMs,
      unit: 'ms',
    });
    reportFigure({
      name: `${c.title}: first chart, in-app, test driver's wall time`,
      value: median(inApp),
      budget: null,
      unit: 'ms',
    });
    reportLongestTask(`${c.title}: longest main-thread task, in-app`, Math.max(...longestInApp));
    return median(inAppPage) <= c.budgetMs;
  } finally {
    await app.close();
  }
}
