import { describe, expect, it } from 'vitest';
import { co2proCreateFieldsSchema, co2proReportFieldsSchema } from './co2pro.ts';

describe('CO2Pro report payload (SPEC §3)', () => {
  it('takes multipart strings: blanks are absent, numbers and booleans are read', () => {
    const r = co2proCreateFieldsSchema.parse({
      employeeName: ' Ana Souza ',
      employeeCompanyName: '',
      journeyTime: '528',
      notProject: 'true',
      norm: 'acgih',
      userDeviceId: '12',
    });
    expect(r).toMatchObject({ employeeName: 'Ana Souza', journeyTime: 528, notProject: true, norm: 'acgih' });
    expect(r.employeeCompanyName).toBeUndefined();
    expect(r.userDeviceId).toBe('12');
  });

  it('takes JSON values and "HH:mm" journeys; defaults both norms, projection and summer', () => {
    expect(co2proReportFieldsSchema.parse({ journeyTime: '08:48' }).journeyTime).toBe(528);
    const r = co2proReportFieldsSchema.parse({ journeyTime: 480, notProject: false });
    expect(r).toMatchObject({ journeyTime: 480, notProject: false, norm: 'both', season: 'summer' });
    expect(co2proReportFieldsSchema.parse({}).notProject).toBe(false);
  });

  it.each([
    [{ journeyTime: '0' }, 'journeyTime', 'errors:range|1|1440'],
    [{ journeyTime: 1441 }, 'journeyTime', 'errors:range|1|1440'],
    [{ journeyTime: 'abc' }, 'journeyTime', 'errors:mustBeNumber'],
    [{ employeeName: 'x'.repeat(141) }, 'employeeName', 'errors:maxLength|140'],
    [{ annotation: Array(31).fill('a').join('\n') }, 'annotation', 'reports:form.annotationLines'],
  ])('refuses %j at %s with %s', (input, field, message) => {
    const r = co2proReportFieldsSchema.safeParse(input);
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.path).toEqual([field]);
    expect(r.error?.issues[0]?.message).toBe(message);
  });

  it('refuses an unknown norm and a non-boolean notProject', () => {
    expect(co2proReportFieldsSchema.safeParse({ norm: 'osha' }).success).toBe(false);
    expect(co2proReportFieldsSchema.safeParse({ notProject: 'maybe' }).success).toBe(false);
  });
});
