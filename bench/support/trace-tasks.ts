// OHP_BENCH_TRACE=1: a Chromium performance trace of one viewer open, and its longest main-thread
// tasks with their wall and thread (CPU) time and what ran in them, so that a long task can be
// told from one stretched by other load on the machine (the Long Tasks API sees wall time only).
import { writeFileSync } from 'node:fs';
import type { CDPSession } from 'playwright-core';

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: {
    name?: string;
    data?: { functionName?: string; url?: string; lineNumber?: number; type?: string };
  };
}

export async function startTrace(cdp: CDPSession): Promise<() => Promise<void>> {
  const events: TraceEvent[] = [];
  const onData = (e: { value: object[] }) => {
    events.push(...(e.value as TraceEvent[]));
  };
  cdp.on('Tracing.dataCollected', onData);
  await cdp.send('Tracing.start', {
    // OHP_BENCH_TRACE_CATEGORIES: other categories, e.g. with disabled-by-default-v8.cpu_profiler
    // the JS samples land in the trace, on the same clock as its tasks (what ran in each long task).
    categories:
      process.env.OHP_BENCH_TRACE_CATEGORIES ??
      'toplevel,devtools.timeline,disabled-by-default-devtools.timeline,v8.execute',
    transferMode: 'ReportEvents',
  });
  return async () => {
    const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
    await cdp.send('Tracing.end');
    await done;
    cdp.off('Tracing.dataCollected', onData);
    // OHP_BENCH_TRACE_FILE: the trace events as recorded, for a script or chrome://tracing.
    if (process.env.OHP_BENCH_TRACE_FILE)
      writeFileSync(process.env.OHP_BENCH_TRACE_FILE, JSON.stringify(events));
    printLongTasks(events);
    if (process.env.OHP_BENCH_TIMELINE === '1') printTimeline(events);
  };
}

function label(e: TraceEvent): string {
  const d = e.args?.data;
  if (d?.functionName !== undefined || d?.url)
    return `${e.name} ${d?.functionName || '(anonymous)'} ${(d?.url ?? '').split('/').pop()}:${d?.lineNumber ?? ''}`;
  if (d?.type) return `${e.name} ${d.type}`;
  return e.name;
}

/**
 * The page's renderer main thread: the busiest CrRendererMain (Chromium keeps a spare renderer
 * process whose main thread is named the same and idles).
 */
function pageMainThread(events: TraceEvent[]): TraceEvent | undefined {
  const mains = events.filter(
    (e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain',
  );
  const tasks = (m: TraceEvent) =>
    events.filter((e) => e.pid === m.pid && e.tid === m.tid && e.name === 'RunTask').length;
  return mains.sort((a, b) => tasks(b) - tasks(a))[0];
}

function printLongTasks(events: TraceEvent[]) {
  const main = pageMainThread(events);
  if (!main) return;
  const mine = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X');
  const all = mine.filter((e) => e.name === 'RunTask');
  const cpu = (e: TraceEvent) => (e.tdur ?? 0) / 1000;
  // Thread (CPU) time does not stretch with other load on the machine the way wall time does.
  console.log(
    `  trace: main-thread thread time ${all.reduce((s, e) => s + cpu(e), 0).toFixed(0)} ms in all, longest task ${Math.max(0, ...all.map(cpu)).toFixed(0)} ms cpu, ${all.filter((e) => cpu(e) > 50).length} tasks over 50 ms cpu`,
  );
  const tasks = mine.filter((e) => e.name === 'RunTask' && (e.dur ?? 0) > 30_000);
  tasks.sort((a, b) => (b.tdur ?? 0) - (a.tdur ?? 0));
  console.log(`  trace: ${tasks.length} main-thread tasks over 30 ms (wall / thread time):`);
  for (const t of tasks.slice(0, 8)) {
    const end = t.ts + (t.dur ?? 0);
    const inside = mine
      .filter((e) => e !== t && e.ts >= t.ts && e.ts + (e.dur ?? 0) <= end && (e.tdur ?? e.dur ?? 0) > 3_000)
      .sort((a, b) => a.ts - b.ts)
      .slice(0, 12);
    console.log(
      `    task ${((t.dur ?? 0) / 1000).toFixed(0)} ms / ${((t.tdur ?? 0) / 1000).toFixed(0)} ms cpu`,
    );
    for (const e of inside)
      console.log(`      ${((e.tdur ?? e.dur ?? 0) / 1000).toFixed(0).padStart(5)} ms cpu  ${label(e)}`);
  }
}

/**
 * OHP_BENCH_TIMELINE=1 (with OHP_BENCH_TRACE=1): what happened when, from the first task of the
 * trace: main-thread tasks over 4 ms (cpu), worker tasks over 4 ms, network requests sent and
 * finished — the critical path of an open, to tell waiting from working.
 */
function printTimeline(events: TraceEvent[]) {
  const threadName = new Map<string, string>();
  for (const e of events)
    if (e.ph === 'M' && e.name === 'thread_name') threadName.set(`${e.pid}:${e.tid}`, e.args?.name ?? '');
  const rendererPid = pageMainThread(events)?.pid;
  const inRenderer = events.filter((e) => e.pid === rendererPid);
  const t0 = Math.min(...inRenderer.filter((e) => e.ph === 'X').map((e) => e.ts));
  const lines: Array<[number, string]> = [];
  const urls = new Map<string, string>();
  for (const e of [...inRenderer].sort((a, b) => a.ts - b.ts)) {
    const thread = threadName.get(`${e.pid}:${e.tid}`) ?? '?';
    const at = (e.ts - t0) / 1000;
    if (e.ph === 'X' && e.name === 'RunTask' && (e.tdur ?? 0) > 4_000) {
      const end = e.ts + (e.dur ?? 0);
      const inside = inRenderer
        .filter(
          (x) =>
            x !== e &&
            x.tid === e.tid &&
            x.ts >= e.ts &&
            x.ts + (x.dur ?? 0) <= end &&
            (x.tdur ?? x.dur ?? 0) > 2_000,
        )
        .slice(0, 3)
        .map(label)
        .join(' | ');
      lines.push([
        at,
        `${thread.padEnd(16)} task ${((e.dur ?? 0) / 1000).toFixed(0)} ms (${((e.tdur ?? 0) / 1000).toFixed(0)} cpu) ${inside}`,
      ]);
    }
    const data = (e.args as { data?: { url?: string; requestId?: string } } | undefined)?.data;
    const path = (url: string | undefined) => (url ?? '?').split('/').slice(3).join('/');
    if (e.name === 'ResourceSendRequest' && data?.url) {
      urls.set(data.requestId ?? '', data.url);
      lines.push([at, `network send ${path(data.url)}`]);
    }
    if (e.name === 'ResourceFinish')
      lines.push([at, `network finish ${path(urls.get(data?.requestId ?? ''))}`]);
  }
  lines.sort((a, b) => a[0] - b[0]);
  console.log('  timeline (ms from the first task of the trace):');
  for (const [at, text] of lines) console.log(`    ${at.toFixed(0).padStart(6)}  ${text}`);
}
