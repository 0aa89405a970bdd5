// The report screen's instrument fields (calibration certificate and accelerometer) as typed, and
// what the report form (vibrationReportFormSchema) gets from them: a group left wholly empty is not
// in the report; a group partly filled goes in and is checked (a number, a model, the dates' order).

export interface InstrumentFields {
  number: string;
  laboratory: string;
  /** yyyy-mm-dd from the date inputs, '' when empty. */
  date: string;
  nextDate: string;
  model: string;
  serialNumber: string;
}

export const emptyInstrumentFields: InstrumentFields = {
  number: '',
  laboratory: '',
  date: '',
  nextDate: '',
  model: '',
  serialNumber: '',
};

const filled = (...values: string[]) => values.some((v) => v.trim() !== '');

export function instrumentForm(f: InstrumentFields): {
  certificate?: { number: string; laboratory: string; date?: string; nextDate?: string };
  accelerometer?: { model: string; serialNumber: string };
} {
  return {
    ...(filled(f.number, f.laboratory, f.date, f.nextDate)
      ? {
          certificate: {
            number: f.number,
            laboratory: f.laboratory,
            ...(f.date ? { date: f.date } : {}),
            ...(f.nextDate ? { nextDate: f.nextDate } : {}),
          },
        }
      : {}),
    ...(filled(f.model, f.serialNumber)
      ? { accelerometer: { model: f.model, serialNumber: f.serialNumber } }
      : {}),
  };
}
