import { describe, expect, it } from 'vitest';
import { EsocialError } from './errors.ts';
import { parseMeta } from './meta.ts';
import { sampleMetaJson } from './test-meta.ts';

const today = '2026-01-15';

function fieldOf(raw: unknown): { key: string; field: unknown } | null {
  try {
    parseMeta(raw, today);
    return null;
  } catch (e) {
    if (e instanceof EsocialError)
      return { key: e.key.replace('esocial:errors.', ''), field: e.values.field };
    throw e;
  }
}

const base = sampleMetaJson();
const withPart = (part: string, patch: Record<string, unknown>) => ({
  ...base,
  [part]: { ...(base[part] as Record<string, unknown>), ...patch },
});

describe('the meta JSON', () => {
  it('normalises documents to digits, UF to capitals, category 101 by default', () => {
    const m = parseMeta(base, today);
    expect(m.employer.cnpj).toBe('11222333000181');
    expect(m.worker).toEqual({ cpf: '52998224725', registration: 'M-0042', categoryCode: '101' });
    expect(m.responsible).toMatchObject({
      cpf: '11144477735',
      council: 4,
      uf: 'SP',
      councilDescription: null,
    });
  });

  it('names the bad field', () => {
    expect(fieldOf(withPart('worker', { cpf: '529.982.247-26' }))).toEqual({
      key: 'badCpf',
      field: 'worker.cpf',
    });
    expect(fieldOf(withPart('employer', { cnpj: '11.222.333/0001-82' }))).toEqual({
      key: 'badCnpj',
      field: 'employer.cnpj',
    });
    expect(fieldOf(withPart('environment', { establishmentCnpj: '123' }))).toEqual({
      key: 'badCnpj',
      field: 'environment.establishmentCnpj',
    });
    expect(fieldOf(withPart('environment', { startDate: '2026-01-16' }))).toEqual({
      key: 'futureDate',
      field: 'environment.startDate',
    });
    expect(fieldOf(withPart('environment', { startDate: '2025-02-30' }))).toEqual({
      key: 'badDate',
      field: 'environment.startDate',
    });
    expect(fieldOf(withPart('environment', { local: 3 }))).toEqual({
      key: 'badChoice',
      field: 'environment.local',
    });
    expect(fieldOf(withPart('environment', { sector: 'x'.repeat(101) }))).toEqual({
      key: 'tooLong',
      field: 'environment.sector',
    });
    expect(fieldOf(withPart('responsible', { uf: 'XX' }))).toEqual({ key: 'badUf', field: 'responsible.uf' });
    expect(fieldOf(withPart('responsible', { council: 9 }))).toEqual({
      key: 'missing',
      field: 'responsible.councilDescription',
    });
    expect(fieldOf(withPart('protection', { epis: [] }))).toEqual({
      key: 'missing',
      field: 'protection.epis',
    });
    expect(
      fieldOf(
        withPart('protection', {
          epiConditions: { ...(base.protection as { epiConditions: object }).epiConditions, usoInint: 'sim' },
        }),
      ),
    ).toEqual({ key: 'badBoolean', field: 'protection.epiConditions.usoInint' });
    expect(fieldOf({ ...base, responsible: undefined })).toEqual({ key: 'missing', field: 'responsible' });
  });

  it('no EPI used: no EPI list nor conditions are kept', () => {
    const m = parseMeta(withPart('protection', { epi: 1, epiConditions: undefined }), today);
    expect(m.protection).toEqual({ epc: 2, epcEffective: false, epi: 1, epis: [], epiConditions: null });
  });
});
