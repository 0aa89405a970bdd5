import { parseDuration } from '@ohp/i18n';
import { formMessage, type NoiseReportForm, noiseReportFormSchema } from '@ohp/reports/noise/report-form';

// The report form as the user types it (all strings), and its conversion to the NoiseReportForm
// of @ohp/reports, validated by the shared zod schema. Messages are translation keys + values.

export type ProtectorTypeValue = '' | 'shell' | 'molded' | 'pre_molded';

export interface NoiseReportFormValues {
  employee: string;
  company: string;
  sector: string;
  functionGhe: string;
  /** Minutes, as typed. */
  workdayMinutes: string;
  /** dd/MM/yyyy */
  assessmentDate: string;
  evaluatorName: string;
  evaluatorCompany: string;
  annotation: string;
  protectorManufacturer: string;
  protectorModel: string;
  protectorCa: string;
  protectorType: ProtectorTypeValue;
  /** dB, as typed; the protector section counts as filled when this is. */
  protectorNrrsf: string;
  calibrationPreDb: string;
  calibrationPostDb: string;
  fieldCheck1kHz: string;
  // The legal report's items (issue 23): free text.
  evaluatorRegistration: string;
  microphonePosition: string;
  calibratorModel: string;
  calibratorSerial: string;
  technicalConsiderations: string;
}

export type FormField = keyof NoiseReportFormValues;

export const emptyFormValues: NoiseReportFormValues = {
  employee: '',
  company: '',
  sector: '',
  functionGhe: '',
  workdayMinutes: '',
  assessmentDate: '',
  evaluatorName: '',
  evaluatorCompany: '',
  annotation: '',
  protectorManufacturer: '',
  protectorModel: '',
  protectorCa: '',
  protectorType: '',
  protectorNrrsf: '',
  calibrationPreDb: '',
  calibrationPostDb: '',
  fieldCheck1kHz: '',
  evaluatorRegistration: '',
  microphonePosition: '',
  calibratorModel: '',
  calibratorSerial: '',
  technicalConsiderations: '',
};

export interface FieldError {
  key: string;
  values: Record<string, string>;
}

export type FormResult =
  | { ok: true; form: NoiseReportForm }
  | { ok: false; errors: Partial<Record<FormField, FieldError>> };

/** dd/MM/yyyy → yyyy-MM-dd; undefined when it is not a real calendar date. */
export function brDateToIso(text: string): string | undefined {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text.trim());
  if (!m) return undefined;
  const [, d, mo, y] = m;
  const date = new Date(Number(y), Number(mo) - 1, Number(d));
  if (date.getFullYear() !== Number(y) || date.getMonth() !== Number(mo) - 1 || date.getDate() !== Number(d))
    return undefined;
  return `${y}-${mo}-${d}`;
}

/** Parses '12,5' or '12.5'; null for empty, NaN for anything that is not a number. */
function number(text: string): number | null {
  const t = text.trim();
  if (t === '') return null;
  const n = Number(t.replace(',', '.'));
  return Number.isFinite(n) ? n : Number.NaN;
}

const optionalText = (v: string) => (v.trim() === '' ? undefined : v.trim());

/** Where each schema path is typed in the form. */
const fieldOfPath: Record<string, FormField> = {
  'context.employee': 'employee',
  'context.company': 'company',
  'context.sector': 'sector',
  'context.functionGhe': 'functionGhe',
  'context.workdayMinutes': 'workdayMinutes',
  'context.assessmentDate': 'assessmentDate',
  'context.evaluatorName': 'evaluatorName',
  'context.evaluatorCompany': 'evaluatorCompany',
  'context.annotation': 'annotation',
  'protector.manufacturer': 'protectorManufacturer',
  'protector.model': 'protectorModel',
  'protector.ca': 'protectorCa',
  'protector.type': 'protectorType',
  'protector.nrrsf': 'protectorNrrsf',
  'calibration.preDb': 'calibrationPreDb',
  'calibration.postDb': 'calibrationPostDb',
  'calibration.fieldCheck1kHz': 'fieldCheck1kHz',
  'context.evaluatorRegistration': 'evaluatorRegistration',
  'context.microphonePosition': 'microphonePosition',
  'context.technicalConsiderations': 'technicalConsiderations',
  'calibration.calibrator.model': 'calibratorModel',
  'calibration.calibrator.serialNumber': 'calibratorSerial',
};

/** Converts and validates the typed form; every message is a translation key with its values. */
export function toReportForm(v: NoiseReportFormValues): FormResult {
  const errors: Partial<Record<FormField, FieldError>> = {};
  const numeric = (field: FormField, text: string): number | undefined => {
    const n = number(text);
    if (n === null) return undefined;
    if (Number.isNaN(n)) {
      errors[field] = { key: 'errors:mustBeNumber', values: {} };
      return undefined;
    }
    return n;
  };
  let assessmentDate: string | undefined;
  if (v.assessmentDate.trim() !== '') {
    assessmentDate = brDateToIso(v.assessmentDate);
    if (!assessmentDate) errors.assessmentDate = { key: 'errors:invalidDate', values: {} };
  }
  // The one duration field: HH:mm, or minutes typed alone (a kept "480" reads the same).
  let workdayMinutes: number | undefined;
  if (v.workdayMinutes.trim() !== '') {
    workdayMinutes = parseDuration(v.workdayMinutes) ?? undefined;
    if (workdayMinutes === undefined)
      errors.workdayMinutes = { key: 'common:controls.invalidDuration', values: {} };
  }
  const nrrsf = numeric('protectorNrrsf', v.protectorNrrsf);
  const preDb = numeric('calibrationPreDb', v.calibrationPreDb);
  const postDb = numeric('calibrationPostDb', v.calibrationPostDb);
  const protectorTyped =
    v.protectorManufacturer.trim() !== '' ||
    v.protectorModel.trim() !== '' ||
    v.protectorCa.trim() !== '' ||
    v.protectorType !== '';
  if (protectorTyped && v.protectorNrrsf.trim() === '') {
    errors.protectorNrrsf = { key: 'errors:required', values: {} };
  }
  const candidate = {
    context: {
      employee: optionalText(v.employee),
      company: optionalText(v.company),
      sector: optionalText(v.sector),
      functionGhe: optionalText(v.functionGhe),
      workdayMinutes,
      assessmentDate,
      evaluatorName: optionalText(v.evaluatorName),
      evaluatorCompany: optionalText(v.evaluatorCompany),
      annotation: v.annotation.trim() === '' ? undefined : v.annotation.replace(/\s+$/, ''),
      evaluatorRegistration: optionalText(v.evaluatorRegistration),
      microphonePosition: optionalText(v.microphonePosition),
      technicalConsiderations:
        v.technicalConsiderations.trim() === '' ? undefined : v.technicalConsiderations.replace(/\s+$/, ''),
    },
    protector:
      nrrsf === undefined
        ? undefined
        : {
            manufacturer: optionalText(v.protectorManufacturer),
            model: optionalText(v.protectorModel),
            ca: optionalText(v.protectorCa),
            type: v.protectorType === '' ? undefined : v.protectorType,
            nrrsf,
          },
    calibration:
      preDb === undefined &&
      postDb === undefined &&
      v.fieldCheck1kHz.trim() === '' &&
      v.calibratorModel.trim() === '' &&
      v.calibratorSerial.trim() === ''
        ? undefined
        : {
            preDb,
            postDb,
            fieldCheck1kHz: optionalText(v.fieldCheck1kHz),
            calibrator:
              v.calibratorModel.trim() === '' && v.calibratorSerial.trim() === ''
                ? undefined
                : { model: optionalText(v.calibratorModel), serialNumber: optionalText(v.calibratorSerial) },
          },
  };
  const parsed = noiseReportFormSchema.safeParse(candidate);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = fieldOfPath[issue.path.join('.')];
      if (field && !errors[field]) errors[field] = formMessage(issue.message);
    }
  }
  if (Object.keys(errors).length > 0 || !parsed.success) {
    // An issue on a path the form does not show still blocks the report; name it on the employee field.
    if (Object.keys(errors).length === 0) errors.employee = { key: 'errors:internal', values: {} };
    return { ok: false, errors };
  }
  return { ok: true, form: parsed.data };
}

const str = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

/** yyyy-MM-dd → dd/MM/yyyy (anything else is returned as is). */
export function isoToBrDate(iso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : iso;
}

/** The typed values of a saved NoiseReportForm (what the measurement's state keeps). */
export function fromReportForm(form: Partial<NoiseReportForm> | undefined): NoiseReportFormValues {
  const c = (form?.context ?? {}) as Record<string, unknown>;
  const p = (form?.protector ?? {}) as Record<string, unknown>;
  const k = (form?.calibration ?? {}) as Record<string, unknown>;
  const type = str(p.type);
  return {
    employee: str(c.employee),
    company: str(c.company),
    sector: str(c.sector),
    functionGhe: str(c.functionGhe),
    workdayMinutes: str(c.workdayMinutes),
    assessmentDate: isoToBrDate(str(c.assessmentDate)),
    evaluatorName: str(c.evaluatorName),
    evaluatorCompany: str(c.evaluatorCompany),
    annotation: str(c.annotation),
    protectorManufacturer: str(p.manufacturer),
    protectorModel: str(p.model),
    protectorCa: str(p.ca),
    protectorType: type === 'shell' || type === 'molded' || type === 'pre_molded' ? type : '',
    protectorNrrsf: str(p.nrrsf),
    calibrationPreDb: str(k.preDb),
    calibrationPostDb: str(k.postDb),
    fieldCheck1kHz: str(k.fieldCheck1kHz),
    evaluatorRegistration: str(c.evaluatorRegistration),
    microphonePosition: str(c.microphonePosition),
    calibratorModel: str((k.calibrator as Record<string, unknown> | undefined)?.model),
    calibratorSerial: str((k.calibrator as Record<string, unknown> | undefined)?.serialNumber),
    technicalConsiderations: str(c.technicalConsiderations),
  };
}

/** The form of a saved state: a NoiseReportForm (the API contract); unreadable parts come back empty. */
export function restoreFormValues(saved: unknown): NoiseReportFormValues {
  if (!saved || typeof saved !== 'object') return { ...emptyFormValues };
  const parsed = noiseReportFormSchema.safeParse(saved);
  return fromReportForm(parsed.success ? parsed.data : (saved as Partial<NoiseReportForm>));
}
