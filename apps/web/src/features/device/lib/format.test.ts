import { describe, expect, it } from 'vitest';
import { registerDate, registerHour } from './format';

describe('register formatting', () => {
  it('shows the device wall clock as dd/MM/yyyy and HH:mm:ss, never shifted by a time zone', () => {
    const date = Date.UTC(2026, 2, 9, 7, 5, 3);
    expect(registerDate(date)).toBe('09/03/2026');
    expect(registerHour(date)).toBe('07:05:03');
  });

  it("shows '-' for a date before 1900 (SPEC §5)", () => {
    expect(registerDate(Date.UTC(1899, 11, 31))).toBe('-');
    expect(registerDate(Date.UTC(1900, 0, 1))).toBe('01/01/1900');
  });
});
