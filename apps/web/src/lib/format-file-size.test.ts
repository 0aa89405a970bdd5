import { describe, expect, it } from 'vitest';
import { formatFileSize } from './format-number';

// Binary units said as such (IEC 80000-13: 1 KiB = 1024 B), as the server counts quotas and limits.
// Hand-worked: 19 245 B / 1024 = 18.79 KiB → "18,8 KiB".
describe('formatFileSize (the one size formatter of the screens)', () => {
  it('writes the same file the same way on every screen', () => {
    expect(formatFileSize('pt-BR', 19_245)).toBe('18,8 KiB');
    expect(formatFileSize('en', 19_245)).toBe('18.8 KiB');
    expect(formatFileSize('es', 19_245)).toBe('18,8 KiB');
  });

  it('bytes, KiB, MiB and GiB, one decimal below 100', () => {
    expect(formatFileSize('en', 0)).toBe('0 B');
    expect(formatFileSize('en', 999)).toBe('999 B');
    expect(formatFileSize('en', 1024)).toBe('1 KiB');
    expect(formatFileSize('en', 3 * 1024 * 1024)).toBe('3 MiB');
    expect(formatFileSize('pt-BR', 12_345_678)).toBe('11,8 MiB');
    expect(formatFileSize('pt-BR', 1024 * 1024 * 1024)).toBe('1 GiB');
    expect(formatFileSize('en', 2.5 * 1024 ** 3)).toBe('2.5 GiB');
  });

  it('a dash when the size is not known (legacy devices)', () => {
    expect(formatFileSize('pt-BR', undefined)).toBe('—');
    expect(formatFileSize('pt-BR', null)).toBe('—');
    expect(formatFileSize('pt-BR', Number.NaN)).toBe('—');
  });
});
