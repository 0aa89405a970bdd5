import type { Content } from 'pdfmake/interfaces';
import { z } from 'zod';
import { keyValueGrid, sectionTitle } from './blocks.ts';

// The identification block the heat and vibration reports share: its form fields (the `context`
// and `certificate` of their `--meta` JSON) and its PDF section. Messages are translation keys.

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { message: `errors:maxLength|${max}` })
    .optional();

/** Evaluee and evaluator, as the report form collects them. */
export const reportContextSchema = z.object({
  employee: text(140),
  company: text(140),
  sector: text(140),
  functionGhe: text(140),
  assessmentDate: z.iso.date({ message: 'errors:invalidDate' }).optional(),
  evaluatorName: text(140),
  evaluatorCompany: text(140),
  evaluatorRegistration: text(40),
  annotation: z
    .string()
    .max(4000, { message: 'errors:maxLength|4000' })
    .refine((v) => v.split(/\r?\n/).length <= 30, { message: 'reports:form.annotationLines' })
    .optional(),
  /** The evaluator's technical considerations: free text, at most 30 lines like the annotation. */
  technicalConsiderations: z
    .string()
    .max(4000, { message: 'errors:maxLength|4000' })
    .refine((v) => v.split(/\r?\n/).length <= 30, { message: 'reports:form.annotationLines' })
    .optional(),
});

/** An instrument named by the evaluator (model and serial number). */
export const instrumentIdentitySchema = z.object({
  model: text(60),
  serialNumber: text(60),
});

/** The instrument's calibration certificate. */
export const calibrationCertificateSchema = z.object({
  laboratory: z.string().trim().max(140),
  number: z.string().trim().max(40),
  date: z.iso.date().optional(),
  nextDate: z.iso.date().optional(),
});

/** What the identification section shows; the date already formatted by the caller. */
export interface IdentificationFields {
  employee?: string | undefined;
  company?: string | undefined;
  sector?: string | undefined;
  functionGhe?: string | undefined;
  assessmentDate?: string | undefined;
  evaluatorName?: string | undefined;
  evaluatorCompany?: string | undefined;
}

/** The identification section; `t` resolves the domain's `sections.*` and `fields.*` keys. */
export function identificationBlock(fields: IdentificationFields, t: (key: string) => string): Content[] {
  return [
    sectionTitle(t('sections.identification')),
    keyValueGrid([
      [t('fields.employee'), fields.employee],
      [t('fields.company'), fields.company],
      [t('fields.sector'), fields.sector],
      [t('fields.functionGhe'), fields.functionGhe],
      [t('fields.assessmentDate'), fields.assessmentDate],
      [t('fields.evaluator'), fields.evaluatorName],
      [t('fields.evaluatorCompany'), fields.evaluatorCompany],
    ]),
  ];
}
