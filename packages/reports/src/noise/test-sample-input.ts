import type { Language } from '@ohp/i18n';
import type { NoiseReportInput } from './report-input.ts';

/**
 * A complete, plausible report input (an 8 h shift at 1 s with a lunch pause) used by the tests
 * and to preview the layout; the figures are illustrative, not computed from the series.
 */
export function sampleNoiseReportInput(language: Language = 'pt-BR'): NoiseReportInput {
  const start = new Date(2026, 2, 10, 8, 0, 0);
  const seconds = 8 * 3600;
  const levels = new Float64Array(seconds);
  let seed = 7;
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed / 2_147_483_648;
  };
  for (let i = 0; i < seconds; i++) {
    const hour = i / 3600;
    const base = hour < 4 ? 86 : hour < 5 ? Number.NaN : 89;
    levels[i] = base + (random() - 0.5) * 8 + (random() > 0.9995 ? 25 : 0);
  }
  const lunchStart = new Date(start.getTime() + 4 * 3600_000);
  const lunchEnd = new Date(start.getTime() + 5 * 3600_000);
  return {
    language,
    generatedAt: new Date(2026, 2, 11, 9, 30, 0),
    familyLabel: 'DoseMax V2',
    context: {
      employee: 'João da Silva',
      company: 'Metalúrgica São João Ltda.',
      sector: 'Estamparia',
      functionGhe: 'Operador de prensa (GHE 03)',
      workdayMinutes: 480,
      assessmentDate: start,
      evaluatorName: 'Ana Souza',
      evaluatorCompany: 'Higiene Ocupacional Consultoria',
      evaluatorRegistration: 'CREA-SP 123456',
      annotation: 'Prensa 3 operando em regime normal.\nProtetor auditivo em uso durante toda a jornada.',
    },
    instrument: {
      model: 'DoseMax V2',
      serialNumber: 'DMX2-000123AA',
      firmware: '2.0.1',
      certificate: {
        laboratory: 'Lab. Acústica Brasil',
        date: new Date(2026, 0, 15),
        number: 'CAL-2026-0042',
        nextDate: new Date(2027, 0, 15),
      },
    },
    settings: {
      weightingCurve: 'A',
      timeWeighting: 'Slow',
      thresholdDb: 80,
      criterionDb: 85,
      exchangeRate: 5,
      peakCurve: 'C',
      startDelaySeconds: 0,
    },
    measurement: {
      start,
      end: new Date(start.getTime() + seconds * 1000),
      durationMinutes: 420,
      pausedMinutes: 60,
      clippedMinutes: 0,
    },
    results: [
      {
        norm: 'nr15',
        criterionDb: 85,
        exchangeRate: 5,
        thresholdDb: 80,
        dosePct: 131.9,
        projectedDose8hPct: 150.7,
        projectedDoseWorkdayPct: 150.7,
        lavg: 87.9,
        laeq: 88.2,
        twa: 87.0,
        minLevel: 82.0,
        maxLevel: 115.3,
        peaksAbove115: 2,
        exceeds115: true,
        nr15TableDosePct: 140.2,
        judgement: 'above_limit',
        comparisons: [{ label: 'Dose', unit: '%', device: 132.1, computed: 131.9, differs: false }],
      },
      {
        norm: 'nho01',
        criterionDb: 85,
        exchangeRate: 3,
        thresholdDb: 80,
        dosePct: 171.3,
        projectedDose8hPct: 195.8,
        ne: 88.2,
        nen: 87.6,
        lavg: 88.2,
        laeq: 88.2,
        minLevel: 82.0,
        maxLevel: 115.3,
        peaksAbove115: 2,
        exceeds115: true,
        judgement: 'above_limit',
      },
    ],
    protector: {
      manufacturer: '3M',
      model: '1100',
      ca: '29176',
      type: 'pre_molded',
      nrrsf: 18,
      protectedLevelDb: 69.6,
    },
    calibration: {
      preDb: 114.0,
      postDb: 113.9,
      deviationDb: -0.1,
      fieldCheck1kHz: '114,0 dB — ok',
      withinTolerance: true,
    },
    clippings: [{ start: lunchStart, end: lunchEnd, type: 'pause', observation: 'Intervalo de almoço' }],
    charts: {
      startMs: start.getTime(),
      intervalSeconds: 1,
      levels,
      peaksMs: [start.getTime() + 3_600_000, start.getTime() + 6 * 3_600_000],
      histogram: Array.from({ length: 14 }, (_, i) => ({
        levelDb: 82 + i,
        minutes: 30 * Math.exp(-((i - 6) ** 2) / 10),
      })),
      bands: {
        labels: ['31,5', '63', '125', '250', '500', '1k', '2k', '4k', '8k', '16k'],
        levels: [62, 68, 74, 79, 83, 86, 85, 82, 76, 65],
      },
    },
  };
}
