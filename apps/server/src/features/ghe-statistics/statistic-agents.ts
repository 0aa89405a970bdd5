// The agents whose GHE statistics are computed, each with the value a measurement gives it and its
// OEL (docs/statistics.md "Where it shows"). Noise runs on dose fractions through the level and the
// norm's exchange rate, as `ohp stats --unit dBA`; vibration and CO2 on their values as they are.
import { readReading } from '@ohp/devices';
import type { MeasurementFigures } from '@ohp/esocial';
import {
  ACGIH_TWA_PPM,
  computeCo2Exposure,
  computeCo2ExposureByDay,
  computeNoiseExposure,
  computeNoiseExposureByDay,
  HAND_ARM_AREN,
  resolveCriteria,
  WHOLE_BODY_AREN,
} from '@ohp/exposure';

export const STATISTIC_AGENTS = ['noise-nho01', 'noise-nr15', 'hand-arm', 'whole-body', 'co2'] as const;
export type StatisticAgent = (typeof STATISTIC_AGENTS)[number];

export interface AgentBasis {
  agent: StatisticAgent;
  /** The measurements' domain (esocial_ghe_measurements.domain). */
  domain: 'noise' | 'vibration' | 'co2';
  unit: 'dB(A)' | 'm/s²' | 'ppm';
  /** In `unit`; for noise the criterion level. */
  oel: number;
  exchangeRate: 3 | 5 | null;
  /** The value from the figures stored with the link, or `file` when it must be read from the file. */
  fromFigures: ((f: MeasurementFigures) => number | null) | null;
}

/** NHO-01 and NR-15 both have the 85 dB(A) criterion level (8 h). */
const CRITERION_LEVEL = 85;

export const AGENT_BASES: Record<StatisticAgent, AgentBasis> = {
  // NEN of NHO-01 (q = 3) is stored with the link (the S-2240 figure).
  'noise-nho01': {
    agent: 'noise-nho01',
    domain: 'noise',
    unit: 'dB(A)',
    oel: CRITERION_LEVEL,
    exchangeRate: 3,
    fromFigures: (f) => (f.family === 'noise' ? f.nen : null),
  },
  // NR-15 (q = 5): the 8-h normalised level of the NR-15 criteria, read from the file.
  'noise-nr15': {
    agent: 'noise-nr15',
    domain: 'noise',
    unit: 'dB(A)',
    oel: CRITERION_LEVEL,
    exchangeRate: 5,
    fromFigures: null,
  },
  'hand-arm': {
    agent: 'hand-arm',
    domain: 'vibration',
    unit: 'm/s²',
    oel: HAND_ARM_AREN.limit,
    exchangeRate: null,
    fromFigures: (f) => (f.family === 'hand-arm' ? f.aren : null),
  },
  'whole-body': {
    agent: 'whole-body',
    domain: 'vibration',
    unit: 'm/s²',
    oel: WHOLE_BODY_AREN.limit,
    exchangeRate: null,
    fromFigures: (f) => (f.family === 'whole-body' ? f.aren : null),
  },
  // ACGIH 8-h TWA (TLV 5,000 ppm) over the measured registers, not projected.
  co2: {
    agent: 'co2',
    domain: 'co2',
    unit: 'ppm',
    oel: ACGIH_TWA_PPM,
    exchangeRate: null,
    fromFigures: null,
  },
};

/** Which agents a measurement's figures belong to. */
export function agentsOfFigures(f: MeasurementFigures): StatisticAgent[] {
  switch (f.family) {
    case 'noise':
      return ['noise-nho01', 'noise-nr15'];
    case 'hand-arm':
      return ['hand-arm'];
    case 'whole-body':
      return ['whole-body'];
    case 'co2':
      return ['co2'];
    default:
      return [];
  }
}

/** The value of an agent that needs the file (NR-15 noise, CO2 TWA); null when it has none. */
export function valueOfFile(agent: StatisticAgent, bytes: Uint8Array): number | null {
  const read = readReading(bytes);
  if (!read.ok) return null;
  const r = read.data;
  // A record longer than a day gives its worst day's value, as its stored NHO-01 figures do
  // (docs/decisions.md "Week-long records on the server").
  if (agent === 'noise-nr15' && r.domain === 'noise') {
    const criteria = resolveCriteria('nr15');
    const byDay = computeNoiseExposureByDay(r.noise.series, criteria);
    return (byDay?.days[byDay.worst]?.result ?? computeNoiseExposure(r.noise.series, criteria)).nen;
  }
  if (agent === 'co2' && r.domain === 'co2') {
    const byDay = computeCo2ExposureByDay(r.series);
    return byDay?.days[byDay.worst]?.result.acgih.twa8hPpm ?? computeCo2Exposure(r.series).acgih.twa8hPpm;
  }
  return null;
}
