// NoiseSeries → samples CSV (the inverse of parseSamplesCsv). Intervals without LAeq are left
// out, so pauses become gaps; numbers are written exactly (shortest round-trip form).
import type { NoiseSeries } from '@ohp/exposure';

export interface SamplesCsvWriteOptions {
  /** ';' writes decimal commas (Brazilian Excel); ',' writes decimal points. Default ','. */
  readonly separator?: ',' | ';';
  /** 'iso' writes UTC ISO 8601 date-times; 'seconds' writes seconds from the start. Default from series.timeBase. */
  readonly time?: 'iso' | 'seconds';
}

export function formatSamplesCsv(series: NoiseSeries, options: SamplesCsvWriteOptions = {}): string {
  const sep = options.separator ?? ',';
  const timeMode = options.time ?? (series.timeBase === 'absolute' ? 'iso' : 'seconds');
  const num =
    sep === ';'
      ? (v: number) => (Number.isNaN(v) ? '' : String(v).replace('.', ','))
      : (v: number) => (Number.isNaN(v) ? '' : String(v));
  const columns: { name: string; values: Float64Array }[] = [{ name: 'LAeq', values: series.laeq }];
  if (series.peak)
    columns.push({ name: series.peakWeighting === 'Z' ? 'LZpeak' : 'LCpeak', values: series.peak });
  if (series.lafmax) columns.push({ name: 'LAFmax', values: series.lafmax });
  for (const bands of [series.octaves, series.thirds]) {
    if (!bands) continue;
    bands.names.forEach((name, b) => {
      columns.push({ name, values: bands.levels[b] as Float64Array });
    });
  }
  const dtMs = series.intervalS * 1000;
  const lines: string[] = [['time', ...columns.map((c) => c.name)].join(sep)];
  for (let i = 0; i < series.laeq.length; i++) {
    if (Number.isNaN(series.laeq[i] as number)) continue;
    const ms = series.startMs + i * dtMs;
    const time = timeMode === 'iso' ? new Date(ms).toISOString() : num(ms / 1000);
    let line = time;
    for (const c of columns) line += sep + num(c.values[i] as number);
    lines.push(line);
  }
  return `${lines.join('\n')}\n`;
}
