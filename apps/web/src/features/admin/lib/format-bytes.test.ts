import { describe, expect, it } from 'vitest';
import { formatBytes } from './format-bytes';

describe('formatBytes', () => {
  it.each([
    [0, 'en', '0 B'],
    [1023, 'en', '1023 B'],
    [1024 * 1024 * 1024, 'pt-BR', '1 GiB'],
    [1536, 'en', '1.5 KiB'],
    [1536, 'pt-BR', '1,5 KiB'],
    [5 * 1024 * 1024, 'es', '5 MiB'],
  ])('%d bytes in %s is %s', (bytes, language, text) => {
    expect(formatBytes(bytes, language)).toBe(text);
  });
});
