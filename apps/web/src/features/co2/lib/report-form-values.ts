import { type Co2proCreateFields, co2proCreateFieldsSchema, type Co2proReportFields } from '@ohp/contracts';
import { co2ReportExtrasSchema, formMessage } from '@ohp/reports';

// The report form of the CO2 viewer: SPEC §3's CO2Pro payload as text inputs, checked by the same
// schema the server applies to POST co2pro (packages/contracts/src/co2pro.ts).

export interface Co2FormValues {
  employeeName: string;
  employeeCompanyName: string;
  employeeArea: string;
  functionGHE: string;
  measurerCompanyName: string;
  measurerName: string;
  annotation: string;
  /** Minutes or HH:mm. */
  journeyTime: string;
  description: string;
  serialNumber: string;
  norm: 'nr15' | 'acgih' | 'both';
  notProject: boolean;
  season: 'summer' | 'winter';
  userDeviceId: string;
  /** The report's own items (not part of SPEC §3's payload): signature registration, free text. */
  evaluatorRegistration: string;
  technicalConsiderations: string;
}

/** What the PDF prints beyond SPEC §3's payload. */
export interface Co2ReportOnlyFields {
  evaluatorRegistration?: string;
  technicalConsiderations?: string;
}

export const co2TextFields = [
  'employeeName',
  'employeeCompanyName',
  'employeeArea',
  'functionGHE',
  'measurerCompanyName',
  'measurerName',
] as const;

const asText = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

/** The form's values from what a measurement saved (its report form) and the file's serial number. */
export function co2FormValues(
  saved: Record<string, unknown> | undefined,
  defaults: Partial<Co2FormValues> = {},
): Co2FormValues {
  const s = saved ?? {};
  const norm = s.norm === 'nr15' || s.norm === 'acgih' ? s.norm : 'both';
  return {
    employeeName: asText(s.employeeName),
    employeeCompanyName: asText(s.employeeCompanyName),
    employeeArea: asText(s.employeeArea),
    functionGHE: asText(s.functionGHE),
    measurerCompanyName: asText(s.measurerCompanyName),
    measurerName: asText(s.measurerName),
    annotation: asText(s.annotation),
    journeyTime: asText(s.journeyTime),
    description: asText(s.description),
    serialNumber: asText(s.serialNumber),
    norm,
    notProject: s.notProject === true,
    season: s.season === 'winter' ? 'winter' : 'summer',
    userDeviceId: asText(s.userDeviceId),
    evaluatorRegistration: asText(s.evaluatorRegistration),
    technicalConsiderations: asText(s.technicalConsiderations),
    ...defaults,
  };
}

export type Co2FormCheck =
  | { ok: true; fields: Co2proCreateFields; report: Co2proReportFields & Co2ReportOnlyFields }
  | {
      ok: false;
      errors: Partial<Record<keyof Co2FormValues, { key: string; values: Record<string, string> }>>;
    };

/** Checks the form with the API's schema: the parsed payload, or a translated message per field. */
export function checkCo2Form(values: Co2FormValues): Co2FormCheck {
  const { evaluatorRegistration, technicalConsiderations, ...payload } = values;
  const parsed = co2proCreateFieldsSchema.safeParse({
    ...payload,
    notProject: values.notProject ? 'true' : 'false',
  });
  const extras = co2ReportExtrasSchema.safeParse({
    evaluatorRegistration: evaluatorRegistration.trim() || undefined,
    technicalConsiderations: technicalConsiderations.trim() === '' ? undefined : technicalConsiderations,
  });
  if (parsed.success && extras.success) {
    const { userDeviceId: _device, ...report } = parsed.data;
    const { certificate: _certificate, ...only } = extras.data;
    return { ok: true, fields: parsed.data, report: { ...report, ...only } };
  }
  const errors: Partial<Record<keyof Co2FormValues, { key: string; values: Record<string, string> }>> = {};
  for (const issue of extras.success ? [] : extras.error.issues) {
    const field = issue.path[0] as keyof Co2FormValues | undefined;
    if (field && !errors[field]) errors[field] = formMessage(issue.message);
  }
  if (parsed.success) return { ok: false, errors };
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof Co2FormValues | undefined;
    if (field && !errors[field]) {
      errors[field] = issue.message.includes(':')
        ? formMessage(issue.message)
        : { key: 'errors:invalidValue', values: {} };
    }
  }
  return { ok: false, errors };
}
