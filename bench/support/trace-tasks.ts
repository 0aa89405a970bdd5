// OHP_BENCH_TRACE=1: a Chromium performance trace of one viewer open, and its longest main-thread
// tasks with their wall and thread (CPU) time and what ran in them, so that a long task can be
// told from one stretched by other load on the machine (the Long Tasks API sees wall time only).
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
    categories: 'toplevel,devtools.timeline,disabled-by-default-devtools.timeline,v8.execute',
    transferMode: 'ReportEvents',
  });
  return async () => {
    const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
    await cdp.send('Tracing.end');
    await done;
    cdp.off('Tracing.dataCollected', onData);
    printLongTasks(events);
  };
}

function label(e: TraceEvent): string {
  const d = e.args?.data;
  if (d?.functionName !== undefined || d?.url)
    return `${e.name} ${d?.functionName || '(anonymous)'} ${(d?.url ?? '').split('/').pop()}:${d?.lineNumber ?? ''}`;
  if (d?.type) return `${e.name} ${d.type}`;
  return e.name;
}

function printLongTasks(events: TraceEvent[]) {
  const main = events.find(
    (e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain',
  );
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
