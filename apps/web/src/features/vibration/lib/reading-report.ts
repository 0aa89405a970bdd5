import {
  assessVibration,
  minutes,
  ms175,
  ms2,
  type VibrationAssessmentInput,
  type VibrationIntervals,
} from '@ohp/exposure';
import type { Language } from '@ohp/i18n';
import type { VibrationReportInput } from '@ohp/reports';
import { worstDayOfReading } from './reading-report-days';
import type { ViewerData } from './viewer-data';

/**
 * The report of a whole reading (what the viewer's Save attaches): one component lasting the
 * measurement, the workday equal to it, VDV where the reading has it, the viewer's charts. A record
 * of intervals longer than 24 h is reported by its worst day, with every day listed (worstDayOfReading).
 */
export function readingReportInput(o: {
  language: Language;
  data: ViewerData;
  model: string;
  serialNumber: string | undefined;
  firmware: string | undefined;
  start: string | undefined;
  sampleRate: number | undefined;
  description: string;
  logoDataUrl: string | undefined;
  /** The record's intervals (an AxPro record, not a raw signal). */
  intervals?: VibrationIntervals | undefined;
}): VibrationReportInput {
  const { data } = o;
  const durationMin = (data.history.x.length * data.intervalS) / 60;
  const axes = data.axes;
  const vdv =
    data.evaluation === 'whole-body' && axes.x.vdv !== null && axes.y.vdv !== null && axes.z.vdv !== null
      ? [
          {
            x: ms175(axes.x.vdv),
            y: ms175(axes.y.vdv),
            z: ms175(axes.z.vdv),
            sampleMin: minutes(durationMin),
            exposureMin: minutes(durationMin),
          },
        ]
      : [];
  const crests = [axes.x.crestFactor, axes.y.crestFactor, axes.z.crestFactor].filter(
    (c): c is number => c !== null,
  );
  const input: VibrationAssessmentInput = {
    evaluation: data.evaluation,
    workdayMin: minutes(durationMin),
    components: [
      {
        description: o.description,
        minutes: minutes(durationMin),
        axes: { x: ms2(axes.x.rms), y: ms2(axes.y.rms), z: ms2(axes.z.rms) },
        ...(crests.length ? { crestFactor: Math.max(...crests) } : {}),
      },
    ],
    ...(vdv.length ? { vdv } : {}),
  };
  return {
    language: o.language,
    generatedAt: new Date(),
    ...(o.logoDataUrl ? { logoDataUrl: o.logoDataUrl } : {}),
    instrument: {
      model: o.model,
      ...(o.serialNumber ? { serialNumber: o.serialNumber } : {}),
      ...(o.firmware ? { firmware: o.firmware } : {}),
    },
    source:
      o.sampleRate !== undefined
        ? { kind: 'csv', sampleRate: o.sampleRate, durationMin }
        : { kind: 'record', model: o.model, intervalS: data.intervalS, start: o.start ?? '', durationMin },
    charts: reportChartsOf(data),
    form: { context: {}, componentNames: [o.description] },
    // Longer than a day: the worst day's figures (the whole record is no workday, and over 24 h the
    // maths refuses it); otherwise the whole reading's.
    ...((o.intervals && worstDayOfReading(o.language, o.intervals, data.evaluation, o.description)) || {
      components: input.components,
      result: assessVibration(input),
    }),
  };
}

/**
 * The PDF's time-history and spectrum charts of a reading, as the viewer draws them: weighted
 * r.m.s. per interval and axis, and the unweighted band spectrum (an axis without bands as zeros).
 */
export function reportChartsOf(data: ViewerData): VibrationReportInput['charts'] {
  const spectrum = data.spectrum;
  return {
    history: {
      ...(data.startMs !== undefined ? { startMs: data.startMs } : {}),
      intervalS: data.intervalS,
      x: data.history.x,
      y: data.history.y,
      z: data.history.z,
    },
    ...(spectrum
      ? {
          spectrum: {
            resolution: spectrum.resolution,
            centres: spectrum.centres,
            x: spectrum.bands.x ?? spectrum.centres.map(() => 0),
            y: spectrum.bands.y ?? spectrum.centres.map(() => 0),
            z: spectrum.bands.z ?? spectrum.centres.map(() => 0),
          },
        }
      : {}),
  };
}
