// Records longer than a day are analysed one calendar day at a time (issue 28): the norms' figures
// (dose, NE/NEN, aren, VDV, TWA) are daily, and a week-long record is several workdays, not one.

/** Seconds in a day; a record longer than this is analysed day by day. */
export const DAY_S = 86_400;

/** One calendar day of a record: the intervals `[from, to)` that start on that day. */
export interface DayRange {
  /** 1 for the record's first day. */
  day: number;
  /** `yyyy-mm-dd` on the device's clock, or null for a record timed from its start (no dates). */
  date: string | null;
  from: number;
  to: number;
}

/** Where a record starts on its own clock: the date (null when only relative times are known) and the second of that day. */
export interface RecordStart {
  date: string | null;
  secondOfDay: number;
}

/** A record is analysed day by day when its intervals cover more than 24 h. */
export function longerThanADay(intervalS: number, count: number): boolean {
  return count * intervalS > DAY_S;
}

/** A device's wall-clock start (`yyyy-mm-ddTHH:mm[:ss]`) as its date and second of the day. */
export function wallClockStart(text: string): RecordStart {
  const m = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?/.exec(text);
  if (!m) return { date: null, secondOfDay: 0 };
  return {
    date: m[1] as string,
    secondOfDay: Number(m[2]) * 3600 + Number(m[3]) * 60 + Number(m[4] ?? 0),
  };
}

/** An epoch start made from local wall-clock fields (deviceWallClockToEpochMs) back to those fields. */
export function localEpochStart(startMs: number): RecordStart {
  const d = new Date(startMs);
  const pad = (v: number) => String(v).padStart(2, '0');
  return {
    date: `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`,
    secondOfDay: d.getHours() * 3600 + d.getMinutes() * 60 + d.getSeconds() + d.getMilliseconds() / 1000,
  };
}

function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/**
 * The calendar days of a record on a regular grid: interval i (starting at `start + i·intervalS`)
 * belongs to the day its start falls on; days without an interval are left out. Without a date
 * (relative times) the days are 24-h blocks from the start.
 */
export function calendarDays(start: RecordStart, intervalS: number, count: number): DayRange[] {
  const days: DayRange[] = [];
  const first = start.date === null ? 0 : start.secondOfDay;
  let from = 0;
  while (from < count) {
    const dayIndex = Math.floor((first + from * intervalS) / DAY_S);
    // First interval starting on the next day: start + i·dt ≥ (dayIndex + 1)·DAY_S.
    const to = Math.min(count, Math.max(from + 1, Math.ceil(((dayIndex + 1) * DAY_S - first) / intervalS)));
    days.push({
      day: days.length + 1,
      date: start.date === null ? null : addDays(start.date, dayIndex),
      from,
      to,
    });
    from = to;
  }
  return days;
}

/**
 * calendarDays for intervals at given offsets from the start (s, increasing; a record with gaps):
 * interval i belongs to the day `start + offsets[i]` falls on.
 */
export function calendarDaysOfOffsets(start: RecordStart, offsets: ArrayLike<number>): DayRange[] {
  const days: DayRange[] = [];
  const first = start.date === null ? 0 : start.secondOfDay;
  const dayOf = (i: number) => Math.floor((first + (offsets[i] as number)) / DAY_S);
  let from = 0;
  while (from < offsets.length) {
    const dayIndex = dayOf(from);
    let to = from + 1;
    while (to < offsets.length && dayOf(to) === dayIndex) to++;
    days.push({
      day: days.length + 1,
      date: start.date === null ? null : addDays(start.date, dayIndex),
      from,
      to,
    });
    from = to;
  }
  return days;
}

/** A wall-clock time `yyyy-mm-ddTHH:mm:ss` moved by `seconds` (calendar arithmetic, no time zone). */
export function wallClockAt(start: string, seconds: number): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?/.exec(start);
  if (!m) return start;
  const [, y, mo, d, h, mi, s] = m.map(Number) as number[];
  const at = new Date(Date.UTC(y as number, (mo as number) - 1, d, h, mi, (s || 0) + seconds));
  return at.toISOString().slice(0, 19);
}

/** Judgements of every domain in order (heat calls the action level `above_action_level`). */
const RANK = {
  acceptable: 0,
  action_level: 1,
  above_action_level: 1,
  uncertainty: 2,
  above_limit: 3,
} as const;

/**
 * The worst of the days: the highest judgement, then the highest figure (dose, aren…) among those;
 * the first such day on a tie. -1 for no day.
 */
export function worstDayIndex<T>(
  days: readonly T[],
  judgement: (day: T) => keyof typeof RANK | null,
  figure: (day: T) => number | null,
): number {
  let worst = -1;
  let worstRank = -1;
  let worstFigure = Number.NEGATIVE_INFINITY;
  days.forEach((d, i) => {
    const j = judgement(d);
    const rank = j === null ? -1 : RANK[j];
    const f = figure(d) ?? Number.NEGATIVE_INFINITY;
    if (worst === -1 || rank > worstRank || (rank === worstRank && f > worstFigure)) {
      worst = i;
      worstRank = rank;
      worstFigure = f;
    }
  });
  return worst;
}
