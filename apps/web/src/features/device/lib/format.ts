import { registerWallClock } from '@ohp/devices';

/** Register date (device wall clock, SPEC §3) as dd/MM/yyyy; '-' when the year is before 1900 (SPEC §5). */
export function registerDate(date: number): string {
  const wall = registerWallClock(date);
  const year = Number(wall.slice(0, 4));
  if (!Number.isFinite(year) || year < 1900) return '-';
  return `${wall.slice(8, 10)}/${wall.slice(5, 7)}/${wall.slice(0, 4)}`;
}

/** Register hour as HH:mm:ss (SPEC §9 time-only format). */
export function registerHour(date: number): string {
  return registerWallClock(date).slice(11, 19);
}
