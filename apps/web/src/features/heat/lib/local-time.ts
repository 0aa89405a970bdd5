// The value of an <input type="datetime-local"> (local wall clock, seconds) ↔ epoch ms, as device
// clocks and the records' absolute times are read (local time).

const p = (n: number) => String(n).padStart(2, '0');

export function toLocalInput(ms: number): string {
  const d = new Date(ms);
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`;
}

/** NaN for an empty or invalid value. */
export function fromLocalInput(value: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value.trim());
  if (!m) return Number.NaN;
  return new Date(
    +(m[1] as string),
    +(m[2] as string) - 1,
    +(m[3] as string),
    +(m[4] as string),
    +(m[5] as string),
    +(m[6] ?? 0),
  ).getTime();
}
