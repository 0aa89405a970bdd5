import { describe, expect, it } from 'vitest';
import { formatDateTime, translator } from './texts';

describe('verify page texts', () => {
  it('each language has its texts and fills placeholders', () => {
    expect(translator('pt-BR')('fields.signedBy', { name: 'Ana' })).toBe('Assinado por Ana');
    expect(translator('en')('fields.signedBy', { name: 'Ana' })).toBe('Signed by Ana');
    expect(translator('es')('fields.signedBy', { name: 'Ana' })).toBe('Firmado por Ana');
    expect(translator('en')('status.revoked')).toBe('Revoked');
  });

  it('dates in the language pattern: dd/MM/yyyy in pt-BR and es, MM/dd/yyyy in en', () => {
    const iso = new Date(2026, 2, 10, 14, 5).toISOString();
    expect(formatDateTime('pt-BR', iso)).toMatch(/^10\/03\/2026,? 14:05$/);
    expect(formatDateTime('es', iso)).toMatch(/^10\/03\/2026,? 14:05$/);
    expect(formatDateTime('en', iso)).toMatch(/^03\/10\/2026,? 02:05\sPM$/);
  });
});
