import { describe, expect, it } from 'vitest';
import { co2FormValues, type Co2FormValues } from './report-form-values';

// The CO2 viewer keeps its form as typed across a reload (DomainViewerProps.draft) and reads it
// back through co2FormValues: every field returns as it was, anything else falls to its default.
describe('CO2 form kept across a reload', () => {
  it('comes back as typed', () => {
    const typed: Co2FormValues = {
      employeeName: 'Carla',
      employeeCompanyName: 'ACME',
      employeeArea: 'Forno',
      functionGHE: 'GHE 2',
      measurerCompanyName: 'Higiene Ltda',
      measurerName: 'Rui',
      annotation: 'janela aberta',
      journeyTime: '07:3',
      description: 'Sala 3',
      serialNumber: 'CO2-1',
      norm: 'acgih',
      notProject: true,
      season: 'winter',
      userDeviceId: '',
      evaluatorRegistration: 'CRQ 04-1234',
      technicalConsiderations: 'Exaustão desligada.',
    };
    expect(co2FormValues(structuredClone(typed) as unknown as Record<string, unknown>)).toEqual(typed);
  });

  it('checks the report-only items apart from the payload: a 41-character registration names its field', async () => {
    const { checkCo2Form } = await import('./report-form-values');
    const base = co2FormValues(undefined);
    const ok = checkCo2Form({ ...base, evaluatorRegistration: 'CRQ 04-1234' });
    expect(ok).toMatchObject({ ok: true, report: { evaluatorRegistration: 'CRQ 04-1234' } });
    if (ok.ok) expect(ok.fields).not.toHaveProperty('evaluatorRegistration');
    const bad = checkCo2Form({ ...base, evaluatorRegistration: 'x'.repeat(41) });
    expect(bad).toMatchObject({ ok: false, errors: { evaluatorRegistration: { key: 'errors:maxLength' } } });
  });

  it('drops what does not fit', () => {
    const read = co2FormValues({ employeeName: 4, norm: 'iso', season: 'spring', notProject: 'yes' });
    expect(read).toMatchObject({ employeeName: '4', norm: 'both', season: 'summer', notProject: false });
  });
});
