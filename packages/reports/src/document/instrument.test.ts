import type { Content } from 'pdfmake/interfaces';
import { describe, expect, it } from 'vitest';
import { buildNoiseReport } from '../noise/build-noise-report.ts';
import { sampleNoiseReportInput } from '../noise/test-sample-input.ts';
import { type CalibrationCertificate, certificateBlock, certificateStatus } from './instrument.ts';
import { reportColors } from './theme.ts';

/** Every `text` of a pdfmake definition, in order, with the colour it is drawn in. */
function texts(node: unknown, inherited?: string): Array<{ text: string; color: string | undefined }> {
  if (typeof node === 'string') return [{ text: node, color: inherited }];
  if (Array.isArray(node)) return node.flatMap((n) => texts(n, inherited));
  if (!node || typeof node !== 'object') return [];
  const o = node as Record<string, unknown>;
  const color = typeof o.color === 'string' ? o.color : inherited;
  const out: Array<{ text: string; color: string | undefined }> = [];
  if (typeof o.text === 'string') out.push({ text: o.text, color });
  else if (o.text !== undefined) out.push(...texts(o.text, color));
  for (const key of ['stack', 'columns', 'table', 'body', 'ul', 'ol']) {
    if (o[key] !== undefined) out.push(...texts(o[key], color));
  }
  return out;
}
const joined = (content: Content[] | Content) =>
  texts(content)
    .map((t) => t.text)
    .join('\n');

const certificate: CalibrationCertificate = {
  laboratory: 'Lab RBC 0042',
  number: 'RBC-2026-17',
  date: new Date(2025, 2, 1, 12),
  nextDate: new Date(2026, 2, 1, 12),
};

describe('certificateStatus', () => {
  it('is valid up to and including the next calibration day, expired from the day after', () => {
    expect(certificateStatus(certificate, new Date(2026, 1, 28, 23, 59))).toBe('valid');
    expect(certificateStatus(certificate, new Date(2026, 2, 1, 23, 59))).toBe('valid');
    expect(certificateStatus(certificate, new Date(2026, 2, 2, 0, 1))).toBe('expired');
    expect(certificateStatus(undefined, new Date(2026, 2, 2))).toBe('none');
    // Without the next date nothing says the certificate expired.
    expect(certificateStatus({ laboratory: 'L', number: 'N' }, new Date(2026, 2, 2))).toBe('valid');
  });
});

describe('certificateBlock', () => {
  it('shows the four fields of a valid certificate without the warning (pt-BR)', () => {
    const content = certificateBlock({
      language: 'pt-BR',
      certificate,
      measuredOn: new Date(2026, 1, 10, 8),
    });
    const text = joined(content);
    for (const expected of [
      'Lab RBC 0042',
      'RBC-2026-17',
      '01/03/2025',
      '01/03/2026',
      'Próxima calibração',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('fora de calibração');
    expect(texts(content).filter((t) => t.color === reportColors.danger)).toEqual([]);
  });

  it('puts an expired certificate in red with the out-of-calibration sentence (en)', () => {
    const content = certificateBlock({ language: 'en', certificate, measuredOn: new Date(2026, 2, 10, 8) });
    const text = joined(content);
    expect(text).toContain('Instrument out of calibration');
    expect(text).toContain(
      'The calibration certificate expired on 01/03/2026: the instrument was out of calibration on the measurement date (10/03/2026).',
    );
    const red = texts(content)
      .filter((t) => t.color === reportColors.danger)
      .map((t) => t.text);
    expect(red).toEqual(expect.arrayContaining(['RBC-2026-17', 'Lab RBC 0042', '01/03/2026']));
  });

  it('is translated (es)', () => {
    const text = joined(certificateBlock({ language: 'es', certificate, measuredOn: new Date(2026, 5, 1) }));
    expect(text).toContain('Instrumento fuera de calibración');
    expect(text).toContain('Número del certificado');
  });

  it('says that no certificate was given', () => {
    const text = joined(
      certificateBlock({ language: 'pt-BR', certificate: undefined, measuredOn: new Date() }),
    );
    expect(text).toContain('Nenhum certificado de calibração informado');
    expect(text).not.toContain('fora de calibração');
  });
});

describe('noise report instrument section', () => {
  it('carries the certificate, and the warning only when it had expired on the measurement date', () => {
    const valid = sampleNoiseReportInput('pt-BR');
    const validText = joined(buildNoiseReport(valid).content);
    expect(validText).toContain('CAL-2026-0042');
    expect(validText).not.toContain('Instrumento fora de calibração');

    // The sample measured on 10/03/2026; a certificate due on 09/03/2026 had expired.
    const expired = sampleNoiseReportInput('pt-BR');
    const base = expired.instrument.certificate as CalibrationCertificate;
    expired.instrument.certificate = { ...base, nextDate: new Date(2026, 2, 9, 12) };
    const expiredText = joined(buildNoiseReport(expired).content);
    expect(expiredText).toContain('Instrumento fora de calibração');
    expect(expiredText).toContain('estava fora de calibração na data da medição (10/03/2026)');
  });
});
