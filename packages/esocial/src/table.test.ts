import { readBackXlsx } from '@ohp/reports/xlsx/read-back';
import { describe, expect, it } from 'vitest';
import { selectAgents } from './agents.ts';
import { parseMeta } from './meta.ts';
import { s2240Csv, s2240Rows, s2240Xlsx } from './table.ts';
import { sampleMetaJson } from './test-meta.ts';

const meta = parseMeta(sampleMetaJson(), '2026-01-15');
const agents = selectAgents([
  {
    family: 'noise',
    nen: 85.99,
    dailyDosePct: 125.64,
    source: { measurementId: 'm1', reportId: 'r1', date: '2025-06-02' },
  },
  { family: 'heat', ibutg: 30.64, limit: 28.2, source: { measurementId: 'm2', date: '2025-06-03' } },
]).agents;
const rows = s2240Rows(
  { cpf: meta.worker.cpf, registration: meta.worker.registration, ghe: 'GHE-01' },
  agents,
  meta.protection,
);

describe('the S-2240 table', () => {
  it('CSV: one row per worker and agent, the layout values', () => {
    expect(s2240Csv(rows).split('\r\n')).toEqual([
      'cpfTrab,matricula,ghe,codAgNoc,intConc,unMed,limTol,tecMedicao,utilizEPC,utilizEPI,epiCA,measurement,report,measurementDate',
      '52998224725,M-0042,GHE-01,02.01.001,85.99,4,,NHO-01 (Fundacentro) – dosimetria,2,2,12345 67890,m1,r1,2025-06-02',
      '52998224725,M-0042,GHE-01,02.01.014,30.64,10,28.2,NHO-06 (Fundacentro) – IBUTG,2,2,12345 67890,m2,,2025-06-03',
      '',
    ]);
  });

  it('a formula-like text stays inert in the CSV', () => {
    const csv = s2240Csv([
      ['=HYPERLINK("x")', null, '', '09.01.001', null, null, null, null, null, null, null, null, null, null],
    ]);
    expect(csv.split('\r\n')[1]).toBe('"\'=HYPERLINK(""x"")",,,09.01.001,,,,,,,,,,');
  });

  it('XLSX: the same rows, read back by an independent reader', async () => {
    const book = readBackXlsx(await s2240Xlsx(rows));
    expect(book.sheets).toEqual(['S-2240']);
    const values = book.rows.map((r) => r.cells.map((c) => c.value));
    expect(values[0]?.[3]).toBe('codAgNoc');
    expect(values[1]).toEqual([
      '52998224725',
      'M-0042',
      'GHE-01',
      '02.01.001',
      '85.99',
      4,
      'NHO-01 (Fundacentro) – dosimetria',
      2,
      2,
      '12345 67890',
      'm1',
      'r1',
      '2025-06-02',
    ]);
    expect(values[2]?.slice(3, 7)).toEqual(['02.01.014', '30.64', 10, '28.2']);
  });
});
