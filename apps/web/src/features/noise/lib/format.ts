import { formatDate, formatDateTime, formatTime } from '@ohp/i18n';

// Times and durations on screen as in the PDF; numbers through the shared formatter.

export { formatNumber } from '../../../lib/format-number';

/** 125 → "02h05" */
export function formatMinutes(total: number | null | undefined): string {
  if (total === null || total === undefined || !Number.isFinite(total)) return '-';
  const rounded = Math.round(total);
  return `${String(Math.floor(rounded / 60)).padStart(2, '0')}h${String(rounded % 60).padStart(2, '0')}`;
}

export const dateTime = (ms: number) => formatDateTime(new Date(ms));
export const clock = (ms: number) => formatTime(new Date(ms), true);

/**
 * A time axis tick of a record over several days: "dd/MM" at local midnight (the day it starts),
 * the clock otherwise. With the clock alone every midnight tick of a week read "00:00:00".
 */
export function dayTick(ms: number): string {
  const d = new Date(ms);
  if (d.getHours() !== 0 || d.getMinutes() !== 0 || d.getSeconds() !== 0 || d.getMilliseconds() !== 0)
    return clock(ms);
  return formatDate(d).slice(0, 5);
}

/**
 * "HH:mm" or "HH:mm:ss" typed for a record → epoch ms: the first such wall-clock time at or after
 * the record start (a record may run past midnight). Undefined when the text is not a time.
 */
export function clockToMs(
  text: string,
  recordStartMs: number,
  notBeforeMs = recordStartMs,
): number | undefined {
  const m = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(text.trim());
  if (!m) return undefined;
  const [h, mi, s] = [Number(m[1]), Number(m[2]), Number(m[3] ?? 0)];
  if (h > 23 || mi > 59 || s > 59) return undefined;
  const day = new Date(recordStartMs);
  for (let add = 0; add < 3; add++) {
    const candidate = new Date(day.getFullYear(), day.getMonth(), day.getDate() + add, h, mi, s).getTime();
    if (candidate >= notBeforeMs) return candidate;
  }
  return undefined;
}
