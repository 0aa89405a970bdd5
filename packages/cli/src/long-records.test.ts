// Records longer than a day through `ohp analyze` (issue 28): one result per calendar day, the
// worst day judged at the top level; values derived by hand below each record.
import { execFileSync } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { main } from './main.ts';
import { captureIo } from './test-io.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'ohp-long-records-'));
});

async function run(...argv: string[]) {
  const io = captureIo();
  const code = await main(argv, io);
  return { code, out: io.stdout(), err: io.stderr() };
}

async function file(name: string, lines: string[]) {
  const path = join(dir, name);
  await writeFile(path, `${lines.join('\r\n')}\r\n`);
  return path;
}

/** An old-format AxPro record (r.m.s. per axis only) at 60 s: `[x, y, z, count]` segments from `start`. */
function axPro(start: string, segments: [number, number, number, number][]): string[] {
  const count = segments.reduce((s, [, , , n]) => s + n, 0);
  const lines = [
    'z;4;24030001507A;2.3.1',
    `a;${start.slice(0, 10)};${start.slice(11)};60;${count};wholeBody;1`,
    'c;24030001507A',
  ];
  let offset = 0;
  for (const [x, y, z, n] of segments) {
    for (let i = 0; i < n; i++, offset += 60) lines.push(`d;${offset};${x};${y};${z}`);
  }
  return lines;
}

describe('ohp analyze vibration: a record longer than a day', () => {
  // 2026-02-05 23:00 + 25 h at 1 min: day 1 one hour at (0.1, 0.1, 0.5), day 2 24 h at (0.1, 0.1, 0.2).
  // Whole body (NHO-09 vector sum): amr = √((1.4·ax)² + (1.4·ay)² + az²); each day's exposure and workday
  // = its measured time. Day 1: amr = √(0.0196 + 0.0196 + 0.25) = √0.2892 = 0.5378,
  // aren = √(0.2892·60/480) = 0.1901; day 2: amr = √0.0792 = 0.2814, aren = √(0.0792·1440/480) = 0.4874.
  // Both below the action level (0.5 m/s²): the worst day is the one with the higher aren, day 2.
  const lines = axPro('2026-02-05T23:00:00', [
    [0.1, 0.1, 0.5, 60],
    [0.1, 0.1, 0.2, 1440],
  ]);

  it('--json: one entry per day, the top level is the worst day', async () => {
    const { code, out, err } = await run('analyze', 'vibration', await file('axpro-2d.txt', lines), '--json');
    expect(err).toBe('');
    expect(code).toBe(0);
    const j = JSON.parse(out);
    expect(j.days.map((d: { day: number; date: string }) => [d.day, d.date])).toEqual([
      [1, '2026-02-05'],
      [2, '2026-02-06'],
    ]);
    const [d1, d2] = j.days;
    expect(d1.exposureMin).toBe(60);
    expect(d1.workdayMin).toBe(60);
    expect(d1.amr).toEqual([0.5378]);
    expect(d1.aren).toBeCloseTo(Math.sqrt((0.2892 * 60) / 480), 4);
    expect(d1.record.start).toBe('2026-02-05T23:00:00');
    expect(d1.record.intervals).toBe(60);
    expect(d2.exposureMin).toBe(1440);
    expect(d2.amr).toEqual([0.2814]);
    expect(d2.aren).toBeCloseTo(Math.sqrt(0.0792 * 3), 4);
    expect(d2.record.start).toBe('2026-02-06T00:00:00');
    expect(d2.record.intervals).toBe(1440);
    expect(d1.judgement).toBe('acceptable');
    expect(d2.judgement).toBe('acceptable');
    expect(j.worstDay).toBe(2);
    expect(j.aren).toBe(d2.aren);
    expect(j.workdayMin).toBe(1440);
    expect(j.judgement).toBe(d2.judgement);
  });

  it('text: the days table names the worst day, in the chosen language', async () => {
    const { code, out } = await run(
      'analyze',
      'vibration',
      await file('axpro-2d-text.txt', lines),
      '--lang',
      'en',
    );
    expect(code).toBe(0);
    expect(out).toContain('2 calendar days');
    expect(out).toMatch(/2026-02-06 +0\.4874 m\/s².*worst day/);
  });

  it('a record of exactly 24 h keeps the old shape (no days)', async () => {
    const day = axPro('2026-02-05T00:00:00', [[0.1, 0.1, 0.2, 1440]]);
    const { code, out } = await run('analyze', 'vibration', await file('axpro-1d.txt', day), '--json');
    expect(code).toBe(0);
    const j = JSON.parse(out);
    expect(j.days).toBeUndefined();
    expect(j.worstDay).toBeUndefined();
    expect(j.exposureMin).toBe(1440);
  });
});

describe('ohp analyze noise: a record longer than a day', () => {
  // Samples CSV timed in seconds (no dates): 24-h blocks from the start. 25 h at 1 min:
  // day 1: 8 h at 90 dB(A) + 16 h at 60; day 2: 1 h at 85.
  // NR-15: day 1 D = 480/T(90) = 480/240 = 200 % over a measured 1440 min (its workday) → 200 %, above the limit;
  // day 2 D = 60/480 = 12.5 % over 60 min → daily dose 12.5 %, acceptable. Worst: day 1.
  const rows = ['time,LAeq'];
  for (let i = 0; i < 25 * 60; i++) rows.push(`${i * 60},${i < 480 ? 90 : i < 1440 ? 60 : 85}`);

  it('--json: days, worstDay and the top level is day 1', async () => {
    const { code, out, err } = await run(
      'analyze',
      'noise',
      await file('noise-25h.csv', rows),
      '--preset',
      'nr15',
      '--json',
    );
    expect(err).toBe('');
    expect(code).toBe(0);
    const j = JSON.parse(out);
    expect(j.days.map((d: { day: number; date: null }) => [d.day, d.date])).toEqual([
      [1, null],
      [2, null],
    ]);
    const [d1, d2] = j.days;
    expect(d1.durationMin).toBe(1440);
    expect(d1.dosePct).toBe(200);
    expect(d1.projectedWorkdayDosePct).toBe(200);
    expect(d1.judgement).toBe('above_limit');
    expect(d2.durationMin).toBe(60);
    expect(d2.dosePct).toBe(12.5);
    expect(d2.projectedWorkdayDosePct).toBe(12.5);
    expect(d2.judgement).toBe('acceptable');
    expect(j.worstDay).toBe(1);
    expect(j.dosePct).toBe(200);
    expect(j.workdayMin).toBe(1440);
    expect(j.deviceComparison).toEqual([]);
  });

  it('text: the days are named by their number when the record has no dates', async () => {
    const { code, out } = await run(
      'analyze',
      'noise',
      await file('noise-25h-text.csv', rows),
      '--lang',
      'es',
    );
    expect(code).toBe(0);
    // Without dates the days are 24-h periods from the start, not calendar days.
    expect(out).toContain('2 períodos de 24 h desde el inicio del archivo');
    expect(out).not.toContain('calendario');
    expect(out).toMatch(/día 1 +200 %.*peor día/);
  });
});

describe('ohp analyze co2: a record longer than a day', () => {
  // CO2Pro record, 1-h registers from 2024-02-01 12:00: day 1 12 registers at 1,000 ppm, day 2 24 at 2,000 ppm.
  // Without a workday the TWA is Σ Ci·ti / 480 over the day's registers: day 1 1,000·720/480 = 1,500 ppm,
  // day 2 2,000·1,440/480 = 6,000 ppm > TLV-TWA 5,000 → day 2 is above a limit, the worst day.
  const lines = ['z;5;24060002208A;1.0', 'a;2024-02-01;12:00:00;3600;36', 'c;24060002208A'];
  for (let i = 0; i < 36; i++) lines.push(`d;${i * 3600};${i < 12 ? 1000 : 2000};22.5;50`);

  it('--json: days with their means and TWAs, the top level is day 2', async () => {
    const { code, out, err } = await run('analyze', 'co2', await file('co2-2d.txt', lines), '--json');
    expect(err).toBe('');
    expect(code).toBe(0);
    const j = JSON.parse(out);
    expect(
      j.days.map((d: Record<string, unknown>) => [d.day, d.date, d.samples, d.mean, d.twa8h, d.exceedsTwa]),
    ).toEqual([
      [1, '2024-02-01', 12, 1000, 1500, false],
      [2, '2024-02-02', 24, 2000, 6000, true],
    ]);
    expect(j.days[1].start).toBe('2024-02-02T00:00:00');
    expect(j.worstDay).toBe(2);
    expect(j.mean).toBe(2000);
    expect(j.samples).toBe(24);
    expect(j.serialNumber).toBe('24060002208A');
  });
});

describe('ohp analyze heat: a record longer than a day', () => {
  // Heat CSV timed in seconds (24-h blocks), 1-min samples: day 1 24 h at tbn 20, tg 30 °C; day 2 1 h at
  // tbn 25, tg 35 °C. IBUTG indoors = 0.7·tbn + 0.3·tg: day 1 23.0 °C, day 2 28.0 °C. NR-15 (2019) at
  // M = 300 W: limit 28.2, action level 24.9, uncertainty region (27.7, 28.2] → day 1 acceptable,
  // day 2 in the uncertainty region: the worst.
  // Only the record's first day waits for the sensors to settle (25 min); day 2's window is its whole hour.
  const rows = ['time,tg_c,tbn_c,tbs_c,rh'];
  for (let i = 0; i < 25 * 60; i++) rows.push(i < 1440 ? `${i * 60},30,20,25,50` : `${i * 60},35,25,30,50`);

  it('--json: each day its critical hour, the top level is day 2', async () => {
    const path = await file('heat-25h.csv', rows);
    const { code, out, err } = await run('analyze', 'heat', path, '--metabolic-rate', '300', '--json');
    expect(err).toBe('');
    expect(code).toBe(0);
    const j = JSON.parse(out);
    expect(
      j.days.map((d: { day: number; date: null; ibutg: number; judgement: string }) => [
        d.day,
        d.date,
        d.ibutg,
        d.judgement,
      ]),
    ).toEqual([
      [1, null, 23, 'acceptable'],
      [2, null, 28, 'uncertainty'],
    ]);
    expect(j.days[0].flags[0]).toMatchObject({ kind: 'stabilisation', minutes: 25 });
    expect(j.days[1].flags).toEqual([]);
    expect(j.days[1].window.minutes).toBe(60);
    expect(j.worstDay).toBe(2);
    expect(j.ibutg).toBe(28);
    expect(j.limit).toBe(28.2);
  });
});

describe('ohp report noise: a record longer than a day', () => {
  // Samples CSV from 2026-05-04 22:00 (device clock), 1 min: 2 h at 95 dB(A), then 8 h at 88 and 16 h
  // at 70 (under the 80 dB(A) threshold). NR-15 (q = 5): day 1 D = 120/T(95) = 120/120 = 100 %
  // (uncertainty region); day 2 D = 480/(480/2^(3/5)) = 151.6 %, above the limit: the worst day.
  // NHO-01 (q = 3): day 1 120/480 · 2^(10/3) = 252.0 %, day 2 2^1 = 200.0 %: day 1 is the worst.
  const rows = ['time,LAeq'];
  const pad = (n: number) => String(n).padStart(2, '0');
  for (let i = 0; i < 26 * 60; i++) {
    const d = new Date(2026, 4, 4, 22, i);
    const at = `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}:00`;
    rows.push(`${at},${i < 120 ? 95 : i < 600 ? 88 : 70}`);
  }

  it('the PDF lists each norm’s days, judges the worst and reports its figures', async () => {
    const pdf = join(dir, 'noise-2d.pdf');
    const r = await run('report', 'noise', await file('noise-2d.csv', rows), '--lang', 'pt-BR', '-o', pdf);
    expect({ code: r.code, err: r.err }).toEqual({ code: 0, err: '' });
    const text = execFileSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' }).replace(/ +/g, ' ');
    expect(text).toContain('Resultados por dia · NR-15 Anexo 1');
    expect(text).toContain('Pior dia: 05/05/2026 — Acima do limite de exposição');
    expect(text).toMatch(/04\/05\/2026 120 min 100,0 % 95,0 dB\(A\) 85,0 dB\(A\) Região de incerteza/);
    expect(text).toMatch(/05\/05\/2026 \(pior 1\.440 min 151,6 %/);
    expect(text).toContain('Resultados por dia · NHO-01');
    expect(text).toContain('Pior dia: 04/05/2026 — Acima do limite de exposição');
    expect(text).toMatch(/04\/05\/2026 \(pior 120 min 252,0 %/);
    // The results section is the worst day's (NR-15 day 2: 151.6 %), the measurement the whole 26 h.
    expect(text).toMatch(/Dose projetada para a jornada 151,6 %/);
    expect(text).toContain('Tempo de amostragem 26h00');
  });
});

describe('ohp report co2: a record longer than a day', () => {
  // The CO2Pro record above: day 1 1,000 ppm (TWA 1,000·720/480 = 1,500 ppm), day 2 2,000 ppm (TWA
  // 2,000·1,440/480 = 6,000 ppm, above the 5,000 ppm TLV-TWA): day 2 is the worst.
  const lines = ['z;5;24060002208A;1.0', 'a;2024-02-01;12:00:00;3600;36', 'c;24060002208A'];
  for (let i = 0; i < 36; i++) lines.push(`d;${i * 3600};${i < 12 ? 1000 : 2000};22.5;50`);

  it('the PDF lists the days and judges the worst', async () => {
    const pdf = join(dir, 'co2-2d.pdf');
    const r = await run('report', 'co2', await file('co2-2d-report.txt', lines), '--lang', 'en', '-o', pdf);
    expect({ code: r.code, err: r.err }).toEqual({ code: 0, err: '' });
    const text = execFileSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' }).replace(/ +/g, ' ');
    expect(text).toContain('Results per day');
    expect(text).toContain('Worst day: 02/02/2024 — Above a limit');
    expect(text).toContain('01/02/2024 1,000 ppm 1,000 ppm 1,500 ppm Within the limits');
    expect(text).toContain('02/02/2024 (worst day) 2,000 ppm 2,000 ppm 6,000 ppm Above a limit');
  });
});

describe('ohp report vibration: a record longer than a day', () => {
  // The two-day AxPro record of the first test: aren day 1 √(0.2892·60/480) = 0.190, day 2
  // √(0.0792·1440/480) = 0.487 m/s², both acceptable: day 2 (the higher aren) is the worst.
  const lines = axPro('2026-02-05T23:00:00', [
    [0.1, 0.1, 0.5, 60],
    [0.1, 0.1, 0.2, 1440],
  ]);

  it('the PDF lists the days, judges the worst and reports its figures', async () => {
    const pdf = join(dir, 'axpro-2d.pdf');
    const r = await run('report', 'vibration', await file('axpro-2d-report.txt', lines), '-o', pdf);
    expect({ code: r.code, err: r.err }).toEqual({ code: 0, err: '' });
    const text = execFileSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' }).replace(/ +/g, ' ');
    expect(text).toContain('Resultados por dia');
    expect(text).toContain('Pior dia: 06/02/2026 — Aceitável');
    expect(text).toContain('05/02/2026 0,190 m/s² - Aceitável');
    expect(text).toContain('06/02/2026 (pior dia) 0,487 m/s² - Aceitável');
    expect(text).toMatch(/normalizada \(aren\) 0,487 m\/s²/);
  });
});

describe('ohp report heat: a record longer than a day', () => {
  // The 25-h heat CSV above: day 1 IBUTG 0.7·20 + 0.3·30 = 23.0 °C (acceptable), day 2 0.7·25 + 0.3·35
  // = 28.0 °C, in the uncertainty region under the 28.2 °C limit at M = 300 W: day 2 is the worst.
  const rows = ['time,tg_c,tbn_c,tbs_c,rh'];
  for (let i = 0; i < 25 * 60; i++) rows.push(i < 1440 ? `${i * 60},30,20,25,50` : `${i * 60},35,25,30,50`);

  it('the PDF lists each day’s critical hour and judges the worst', async () => {
    const pdf = join(dir, 'heat-25h.pdf');
    const path = await file('heat-25h-report.csv', rows);
    const r = await run('report', 'heat', path, '--metabolic-rate', '300', '--lang', 'es', '-o', pdf);
    expect({ code: r.code, err: r.err }).toEqual({ code: 0, err: '' });
    const text = execFileSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' }).replace(/ +/g, ' ');
    expect(text).toContain('Resultados por día');
    expect(text).toMatch(/Peor día: día 2 — Región de incertidumbre/);
    expect(text).toContain('día 1 23,0 °C 28,2 °C Aceptable');
    expect(text).toContain('día 2 (peor día) 28,0 °C 28,2 °C Región de incertidumbre');
  });
});
