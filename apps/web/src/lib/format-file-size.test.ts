import { describe, expect, it } from 'vitest';
import { formatFileSize } from './format-number';

// Decimal units (IEC 80000-13: 1 kB = 1000 B); hand-worked: 19 245 B = 19.245 kB → "19,2 kB".
describe('formatFileSize (the one size formatter of the screens)', () => {
  it('writes the same file the same way on every screen', () => {
    expect(formatFileSize('pt-BR', 19_245)).toBe('19,2 kB');
    expect(formatFileSize('en', 19_245)).toBe('19.2 kB');
    expect(formatFileSize('es', 19_245)).toBe('19,2 kB');
  });

  it('bytes, kilobytes, megabytes and gigabytes, one decimal below 100', () => {
    expect(formatFileSize('en', 0)).toBe('0 B');
    expect(formatFileSize('en', 999)).toBe('999 B');
    expect(formatFileSize('en', 1000)).toBe('1 kB');
    expect(formatFileSize('en', 966_970)).toBe('967 kB');
    expect(formatFileSize('en', 3_000_000)).toBe('3 MB');
    expect(formatFileSize('pt-BR', 12_345_678)).toBe('12,3 MB');
    expect(formatFileSize('en', 2_500_000_000)).toBe('2.5 GB');
  });

  it('a dash when the size is not known (legacy devices)', () => {
    expect(formatFileSize('pt-BR', undefined)).toBe('—');
    expect(formatFileSize('pt-BR', null)).toBe('—');
    expect(formatFileSize('pt-BR', Number.NaN)).toBe('—');
  });
});
