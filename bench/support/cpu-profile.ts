// OHP_BENCH_PROFILE: the renderer's sampling profile of one open, printed as the time by function
// and the longest busy stretches (about one main-thread task each) with what took their time.
import type { CDPSession } from 'playwright-core';

export interface CpuProfile {
  nodes: Array<{
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number };
    children?: number[];
  }>;
  samples?: number[];
  timeDeltas?: number[];
}

/** The renderer's sampling profiler, started (one sample each 200 µs). */
export async function startProfile(cdp: CDPSession): Promise<void> {
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
}

/**
 * OHP_BENCH_PROFILE=1 (=full): the renderer's time by function over the last in-app open (full page
 * load), self and total (the function or what it called), as shares of the samples.
 */
export function printProfile(profile: CpuProfile, of: string) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const name = (id: number) => {
    const f = byId.get(id)?.callFrame;
    return f ? `${f.functionName || '(anonymous)'} ${f.url.split('/').pop()}:${f.lineNumber}` : '?';
  };
  const self = new Map<string, number>();
  const total = new Map<string, number>();
  const samples = profile.samples ?? [];
  for (const id of samples) {
    self.set(name(id), (self.get(name(id)) ?? 0) + 1);
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) seen.add(name(at));
    for (const key of seen) total.set(key, (total.get(key) ?? 0) + 1);
  }
  const top = (m: Map<string, number>, n: number) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([key, count]) => `    ${((100 * count) / samples.length).toFixed(1).padStart(5)} %  ${key}`);
  console.log(`  renderer profile of the last ${of}, self time (share of samples):`);
  for (const line of top(self, 15)) console.log(line);
  console.log('  total time (the function and its callees):');
  for (const line of top(total, Number(process.env.OHP_BENCH_PROFILE_LINES) || 40)) console.log(line);
  printLongestStretches(profile, name, parent);
}

/**
 * The longest busy stretches of the profile (samples between two idle ones: about one main-thread
 * task each) with what took their time, to tell which work makes a long task.
 */
function printLongestStretches(
  profile: CpuProfile,
  name: (id: number) => string,
  parent: Map<number, number>,
) {
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  const stretches: Array<{ from: number; to: number; ms: number }> = [];
  let from = -1;
  let ms = 0;
  for (let i = 0; i <= samples.length; i++) {
    const idle = i === samples.length || name(samples[i] as number).startsWith('(idle)');
    if (!idle) {
      if (from < 0) {
        from = i;
        ms = 0;
      }
      ms += (deltas[i + 1] ?? 0) / 1000;
    } else if (from >= 0) {
      stretches.push({ from, to: i, ms });
      from = -1;
    }
  }
  stretches.sort((a, b) => b.ms - a.ms);
  for (const s of stretches.slice(0, 4)) {
    const total = new Map<string, number>();
    for (let i = s.from; i < s.to; i++) {
      const seen = new Set<string>();
      for (let at: number | undefined = samples[i]; at !== undefined; at = parent.get(at)) seen.add(name(at));
      for (const key of seen) total.set(key, (total.get(key) ?? 0) + 1);
    }
    const count = s.to - s.from;
    console.log(`  busy stretch of ${s.ms.toFixed(0)} ms, total time by function:`);
    for (const [key, n] of [...total].sort((a, b) => b[1] - a[1]).slice(1, 26))
      console.log(`    ${((100 * n) / count).toFixed(1).padStart(5)} %  ${key}`);
  }
}
