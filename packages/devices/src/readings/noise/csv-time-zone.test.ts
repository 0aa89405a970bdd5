// Local wall-clock times of the samples CSV on days a zone changes its offset (daylight saving): every
// row gets what `new Date(y, m, d, h, mi, s)` gives in that zone, not the offset of the day's first
// row. TZ is set in this process for the test (Node re-reads the zone when process.env.TZ changes).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IsoTimeReader, parseIsoTime } from './csv-time.ts';

const encoder = new TextEncoder();
const pad = (n: number) => String(n).padStart(2, '0');

/** Every `stepMin` minutes of a local day, as "YYYY-MM-DDTHH:MM:SS" cells. */
function dayCells(y: number, m: number, d: number, stepMin: number): string[] {
  const cells: string[] = [];
  for (let min = 0; min < 1440; min += stepMin)
    cells.push(`${y}-${pad(m)}-${pad(d)}T${pad(Math.floor(min / 60))}:${pad(min % 60)}:07`);
  return cells;
}

function expected(cell: string): number {
  const [date = '', time = ''] = cell.split('T');
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [h, mi, s] = time.split(':').map(Number) as [number, number, number];
  return new Date(y, m - 1, d, h, mi, s).getTime();
}

function readAll(cells: readonly string[]): number[] {
  const reader = new IsoTimeReader();
  return cells.map((cell) => {
    const bytes = encoder.encode(cell);
    const whole = parseIsoTime(bytes, 0, bytes.length);
    expect(reader.read(bytes, 0, bytes.length)).toBe(whole);
    return whole;
  });
}

const savedZone = process.env.TZ;
afterAll(() => {
  if (savedZone === undefined) delete process.env.TZ;
  else process.env.TZ = savedZone;
});

describe.each([
  // Spring forward at 02:00 → 03:00 and back at 03:00 → 02:00.
  {
    zone: 'Europe/Madrid',
    januaryOffsetMin: -60,
    days: [
      [2024, 3, 30],
      [2024, 3, 31],
      [2024, 4, 1],
      [2024, 10, 27],
      [2024, 7, 1],
    ],
  },
  // Brazil's last daylight saving: it began at midnight (00:00 → 01:00 on 2018-11-04) and ended at
  // midnight (2019-02-17 00:00 → 2019-02-16 23:00).
  {
    zone: 'America/Sao_Paulo',
    januaryOffsetMin: 180,
    days: [
      [2018, 11, 3],
      [2018, 11, 4],
      [2019, 2, 16],
      [2019, 2, 17],
      [2024, 1, 15],
    ],
  },
  {
    zone: 'America/New_York',
    januaryOffsetMin: 300,
    days: [
      [2024, 3, 10],
      [2024, 11, 3],
    ],
  },
])('local times in $zone', ({ zone, januaryOffsetMin, days }) => {
  beforeAll(() => {
    process.env.TZ = zone;
  });

  it('the zone is in force', () => {
    expect(new Date(Date.UTC(2024, 0, 15)).getTimezoneOffset()).toBe(januaryOffsetMin);
  });

  it.each(days)('%i-%i-%i: every row as the Date constructor reads it', (y, m, d) => {
    const cells = dayCells(y as number, m as number, d as number, 10);
    expect(readAll(cells)).toEqual(cells.map(expected));
  });
});
