import { fmt } from '../../records/rows.ts';
import type { DosimeterRecord } from './types.ts';

const bandCount = (r: DosimeterRecord) => (r.bands ? String(r.bands.centers.length) : '0');

function commonLines(r: DosimeterRecord): {
  config: string;
  summary: string;
  pauses: string[];
  rows: string[];
} {
  const c = r.configuration;
  const s = r.summary;
  const rows: string[] = new Array(r.offsets.length);
  const bands = r.bands?.levels ?? [];
  for (let i = 0; i < r.offsets.length; i++) {
    let line = `d;${r.offsets[i]};${fmt(r.laeq[i] as number)};${fmt(r.lcpeak?.[i] ?? Number.NaN)};${fmt(r.lafmax?.[i] ?? Number.NaN)}`;
    for (const band of bands) line += `;${fmt(band[i] as number)}`;
    rows[i] = line;
  }
  return {
    config: `b;${c.weighting};${c.timeWeighting};${c.thresholdDb};${c.criterionDb};${c.exchangeRate};${c.peakCurve};${c.startDelay}`,
    summary: `c;${r.serialNumber};${fmt(s.dosePct, 2)};${fmt(s.lavg)};${fmt(s.laeq)};${fmt(s.twa)};${fmt(s.minLevel)};${fmt(s.maxLevel)};${s.peaksAbove115}`,
    pauses: r.pauses.map((p) => `p;${p.start};${p.end}`),
    rows,
  };
}

const [datePart, timePart] = [(s: string) => s.slice(0, 10), (s: string) => s.slice(11, 19)];

/** Writes a DoseMax/DosePro v1 record text (CRLF lines), the format parseDosimeterV1 reads. */
export function formatDosimeterV1(r: DosimeterRecord): string {
  const c = commonLines(r);
  const head = `a;1;${datePart(r.start)};${timePart(r.start)};${r.serialNumber};${r.intervalSeconds};${r.offsets.length};${bandCount(r)}`;
  return `${[head, c.config, c.summary, ...c.pauses, ...c.rows].join('\r\n')}\r\n`;
}

/** Writes a DoseMaxV2 file text, the format parseDoseMaxV2 reads. */
export function formatDoseMaxV2(r: DosimeterRecord): string {
  const c = commonLines(r);
  const z = `z;2;${r.serialNumber};${r.firmware ?? ''}`;
  const head = `a;${datePart(r.start)};${timePart(r.start)};${r.intervalSeconds};${r.offsets.length};${bandCount(r)}`;
  const audio = r.audio.map((e) => `e;${e.offset};${e.start};${e.end}`);
  return `${[z, head, c.config, c.summary, ...c.pauses, ...audio, ...c.rows].join('\r\n')}\r\n`;
}
