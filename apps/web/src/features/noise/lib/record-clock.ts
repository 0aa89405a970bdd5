import type { NoiseSeries } from '@ohp/exposure';
import { formatElapsed, parseElapsed } from '@ohp/i18n';
import { clock, clockToMs, dateTime, dayTick } from './format';

/**
 * How the noise screens write and read the times of one record. A record with dates (a device
 * record, an ISO CSV) is on the local clock; a CSV timed in seconds from its start has no date, and
 * its times (ms from the file's 0) are written as time from the start ("01:30:00"), never through a
 * clock (which put its 0 at "31/12/1969 21:00" in Brazil).
 */
export interface RecordClock {
  relative: boolean;
  /** A time within a day: "14:05:30", or "01:30:00" from the start. */
  time(ms: number): string;
  /** A time with its date: "28/11/2026 14:05:30", or "01:30:00" from the start. */
  dateTime(ms: number): string;
  /** A time axis tick of a record over several days: "dd/MM" at midnight, or "26:00" from the start. */
  dayTick(ms: number): string;
  /** A time typed as "HH:mm[:ss]" → ms of the record, at or after `notBeforeMs`; undefined otherwise. */
  parse(text: string, notBeforeMs?: number): number | undefined;
}

export function recordClock(series: Pick<NoiseSeries, 'timeBase' | 'startMs'>): RecordClock {
  if (series.timeBase === 'absolute')
    return {
      relative: false,
      time: clock,
      dateTime,
      dayTick,
      parse: (text, notBeforeMs) => clockToMs(text, series.startMs, notBeforeMs ?? series.startMs),
    };
  return {
    relative: true,
    time: (ms) => formatElapsed(ms),
    dateTime: (ms) => formatElapsed(ms),
    dayTick: (ms) => formatElapsed(ms, false),
    parse: (text, notBeforeMs = 0) => {
      const ms = parseElapsed(text);
      return ms !== null && ms >= notBeforeMs ? ms : undefined;
    },
  };
}
