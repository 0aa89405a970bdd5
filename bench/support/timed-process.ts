import { spawnSync } from 'node:child_process';

export interface ProcessRun {
  wallS: number;
  cpuS: number;
  maxRssMb: number;
  stdout: string;
  /** The command's own error output (GNU time's report after it left out). */
  stderr: string;
}

/**
 * Runs a command to its end under GNU time (/usr/bin/time -v), which reports the child's own peak
 * resident memory; the wall time is measured here, around the whole process.
 */
export function timedProcess(
  command: string,
  args: readonly string[],
  env: NodeJS.ProcessEnv = {},
  expectedStatus = 0,
): ProcessRun {
  const started = performance.now();
  const run = spawnSync('/usr/bin/time', ['-v', command, ...args], {
    env: { ...process.env, ...env },
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  const wallS = (performance.now() - started) / 1000;
  if (run.status !== expectedStatus)
    throw new Error(`${command} ${args.join(' ')} exited ${run.status}: ${run.stderr.slice(-500)}`);
  const field = (label: string) =>
    Number(new RegExp(`${label}: ([\\d.]+)`).exec(run.stderr)?.[1] ?? Number.NaN);
  return {
    wallS,
    cpuS: field('User time \\(seconds\\)') + field('System time \\(seconds\\)'),
    maxRssMb: field('Maximum resident set size \\(kbytes\\)') / 1024,
    stdout: run.stdout,
    stderr: run.stderr
      .slice(0, Math.max(0, run.stderr.lastIndexOf('\tCommand being timed:')))
      .replace(/Command exited with non-zero status \d+\n$/, ''),
  };
}
