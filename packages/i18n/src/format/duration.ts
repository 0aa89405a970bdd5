// Durations of workdays, periods and schedules: written HH:mm everywhere; typed as HH:mm (or H:mm,
// HH:mm:ss with zero seconds dropped) or as a plain number of minutes.

const pad = (n: number) => String(n).padStart(2, '0');

/** Whole minutes as HH:mm (hours may pass 24: "26:30"); '' when not a finite non-negative number. */
export function formatDuration(minutes: number | null | undefined): string {
  if (minutes === null || minutes === undefined || !Number.isFinite(minutes) || minutes < 0) return '';
  const whole = Math.round(minutes);
  return `${pad(Math.floor(whole / 60))}:${pad(whole % 60)}`;
}

/**
 * What a duration field holds, in whole minutes: "08:00", "8:00", "08:00:00" (seconds must be
 * zero) or "480" (minutes). null when it is neither.
 */
export function parseDuration(text: string): number | null {
  const trimmed = text.trim();
  if (/^\d{1,5}$/.test(trimmed)) return Number(trimmed);
  const match = /^(\d{1,3}):([0-5]\d)(?::(00))?$/.exec(trimmed);
  if (!match) return null;
  return Number(match[1]) * 60 + Number(match[2]);
}

/**
 * Time from a file's start (a record whose times count seconds from its start, not the clock), in
 * ms, as HH:mm:ss (hours may pass 24: "26:30:05"); HH:mm without seconds. '' when not a finite
 * non-negative number. A relative record's times must not go through a clock: its 0 is no date.
 */
export function formatElapsed(ms: number, withSeconds = true): string {
  if (!Number.isFinite(ms) || ms < 0) return '';
  const total = Math.floor(ms / 1000 + 1e-9);
  const hm = `${pad(Math.floor(total / 3600))}:${pad(Math.floor(total / 60) % 60)}`;
  return withSeconds ? `${hm}:${pad(total % 60)}` : hm;
}

/** "HH:mm" or "HH:mm:ss" typed as a time from the file's start → ms; null when it is not one. */
export function parseElapsed(text: string): number | null {
  const match = /^(\d{1,3}):([0-5]\d)(?::([0-5]\d))?$/.exec(text.trim());
  if (!match) return null;
  return ((Number(match[1]) * 60 + Number(match[2])) * 60 + Number(match[3] ?? 0)) * 1000;
}
