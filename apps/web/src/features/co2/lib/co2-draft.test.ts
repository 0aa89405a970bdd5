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
    };
    expect(co2FormValues(structuredClone(typed) as unknown as Record<string, unknown>)).toEqual(typed);
  });

  it('drops what does not fit', () => {
    const read = co2FormValues({ employeeName: 4, norm: 'iso', season: 'spring', notProject: 'yes' });
    expect(read).toMatchObject({ employeeName: '4', norm: 'both', season: 'summer', notProject: false });
  });
});
