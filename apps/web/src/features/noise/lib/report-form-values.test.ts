import { describe, expect, it } from 'vitest';
import { i18next } from '../../../lib/i18n';
import { emptyFormValues, fromReportForm, restoreFormValues, toReportForm } from './report-form-values';

const t = (e: { key: string; values: Record<string, string> } | undefined) =>
  e ? i18next.t(e.key, e.values) : undefined;

describe('report form: conversion and validation with the shared schema', () => {
  it('an empty form is valid (every field optional)', () => {
    expect(toReportForm(emptyFormValues)).toMatchObject({ ok: true });
  });

  it('converts dd/MM/yyyy to an ISO date and numbers with a decimal comma', () => {
    const r = toReportForm({
      ...emptyFormValues,
      employee: ' Maria ',
      assessmentDate: '10/03/2026',
      workdayMinutes: '480',
      protectorNrrsf: '17,5',
      protectorType: 'molded',
      calibrationPreDb: '114,0',
      calibrationPostDb: '114.3',
    });
    if (!r.ok) throw new Error(JSON.stringify(r.errors));
    expect(r.form.context.employee).toBe('Maria');
    expect(r.form.context.assessmentDate).toBe('2026-03-10');
    expect(r.form.context.workdayMinutes).toBe(480);
    // The same workday typed as HH:mm, as every duration field takes it.
    const hhmm = toReportForm({ ...emptyFormValues, workdayMinutes: '08:10' });
    expect(hhmm.ok && hhmm.form.context.workdayMinutes).toBe(490);
    expect(r.form.protector).toMatchObject({ nrrsf: 17.5, type: 'molded' });
    expect(r.form.calibration).toMatchObject({ preDb: 114, postDb: 114.3 });
  });

  it('names each bad field with a translated message (pt-BR)', () => {
    const r = toReportForm({
      ...emptyFormValues,
      employee: 'x'.repeat(141),
      assessmentDate: '31/02/2026',
      workdayMinutes: 'oito horas',
      protectorNrrsf: '75',
      calibrationPreDb: '200',
      annotation: Array.from({ length: 31 }, (_, i) => `linha ${i + 1}`).join('\n'),
    });
    if (r.ok) throw new Error('should be invalid');
    expect(t(r.errors.employee)).toBe('Use no máximo 140 caracteres');
    expect(t(r.errors.assessmentDate)).toBe('Informe uma data válida no formato dd/MM/aaaa');
    expect(t(r.errors.workdayMinutes)).toBe('Informe a duração como HH:mm (ou em minutos)');
    expect(t(r.errors.protectorNrrsf)).toBe('Informe um valor entre 0 e 60');
    expect(t(r.errors.calibrationPreDb)).toBe('Informe um valor entre 0 e 150');
    expect(t(r.errors.annotation)).toBe(i18next.t('reports:form.annotationLines'));
    expect(t(r.errors.annotation)).not.toBe('reports:form.annotationLines');
  });

  it('30 annotation lines are accepted, 31 are not', () => {
    const lines = (n: number) => Array.from({ length: n }, (_, i) => `l${i}`).join('\n');
    expect(toReportForm({ ...emptyFormValues, annotation: lines(30) }).ok).toBe(true);
    expect(toReportForm({ ...emptyFormValues, annotation: lines(31) }).ok).toBe(false);
  });

  it('a protector described without its NRRsf is incomplete', () => {
    const r = toReportForm({ ...emptyFormValues, protectorModel: 'Plug 3' });
    if (r.ok) throw new Error('should be invalid');
    expect(t(r.errors.protectorNrrsf)).toBe('É obrigatório informar esse campo');
  });

  it('a saved form comes back as typed values', () => {
    const r = toReportForm({
      ...emptyFormValues,
      employee: 'Ana',
      assessmentDate: '01/12/2025',
      protectorNrrsf: '18',
    });
    if (!r.ok) throw new Error('valid');
    const back = fromReportForm(r.form);
    expect(back).toMatchObject({ employee: 'Ana', assessmentDate: '01/12/2025', protectorNrrsf: '18' });
    expect(restoreFormValues(r.form)).toEqual(back);
    expect(restoreFormValues(undefined)).toEqual(emptyFormValues);
    expect(restoreFormValues('nonsense')).toEqual(emptyFormValues);
  });
});

describe('the legal report items (microphone, calibrator, registration, technical considerations)', () => {
  it('round-trip into the form and back, and a too-long microphone position names its field', () => {
    const values = {
      ...emptyFormValues,
      evaluatorRegistration: 'CREA-SP 123456',
      microphonePosition: 'Ombro direito',
      calibratorModel: 'CAL-200',
      calibratorSerial: 'C2-7781',
      technicalConsiderations: 'Prensa 3 parada.',
    };
    const r = toReportForm(values);
    if (!r.ok) throw new Error('expected a valid form');
    expect(r.form.context.microphonePosition).toBe('Ombro direito');
    expect(r.form.calibration?.calibrator).toEqual({ model: 'CAL-200', serialNumber: 'C2-7781' });
    expect(fromReportForm(r.form)).toEqual(values);
    const long = toReportForm({ ...emptyFormValues, microphonePosition: 'x'.repeat(141) });
    expect(long).toMatchObject({ ok: false, errors: { microphonePosition: { key: 'errors:maxLength' } } });
  });
});
