import { formatDuration, formatLocalDate, formatTime } from '@ohp/i18n';

/** A record's period: absolute (epoch ms) or, for a file with times from its start, relative. */
export type ViewerPeriod =
  | { kind: 'absolute'; startMs: number; endMs: number }
  | { kind: 'relative'; startMin: number; endMin: number };

/**
 * The period's two ends as the language writes them: the date once when the record starts and
 * ends on the same day ("28/11/2026 08:00" … "16:00"), both dates otherwise.
 */
export function periodEnds(language: string, period: ViewerPeriod): { start: string; end: string } {
  if (period.kind === 'relative')
    return { start: formatDuration(period.startMin), end: formatDuration(period.endMin) };
  const start = new Date(period.startMs);
  const end = new Date(period.endMs);
  const sameDay = start.toDateString() === end.toDateString();
  const at = (d: Date) => `${formatLocalDate(language, d)} ${formatTime(d)}`;
  return { start: at(start), end: sameDay ? formatTime(end) : at(end) };
}
