/** hh:mm → minutes, or undefined when malformed. */
export function parseDuration(value: string): number | undefined {
  const match = /^(\d{2}):(\d{2})$/.exec(value);
  if (!match) return undefined;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  return minutes > 59 ? undefined : hours * 60 + minutes;
}
