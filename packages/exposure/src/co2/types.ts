import type { Branded, EpochMs, Seconds } from '../units/index.ts';

/** Carbon dioxide concentration in parts per million by volume. */
export type Ppm = Branded<'ppm'>;
export const ppm = (value: number): Ppm => value as Ppm;

/**
 * A CO2 reading as the maths sees it, whatever its source (CO2Pro record or samples CSV).
 * Register i covers [offsetsS[i], offsetsS[i] + intervalS); time between registers is time
 * without data (a pause), never filled in.
 */
export interface Co2Series {
  /** Start of offset 0: ms since the epoch ('absolute') or the CSV's first time in ms ('relative'). */
  readonly startMs: EpochMs;
  readonly timeBase: 'absolute' | 'relative';
  /** Logging interval: every register lasts this long from its offset. */
  readonly intervalS: Seconds;
  /** Start of each register in seconds from startMs, strictly increasing. */
  readonly offsetsS: Float64Array;
  /** ppm per register. */
  readonly co2: Float64Array;
  /** °C per register; NaN where not logged. */
  readonly temperature?: Float64Array;
  /** Relative humidity % per register; NaN where not logged. */
  readonly humidity?: Float64Array;
  /** Upper end of the sensor's range: a register at or above it is saturated. */
  readonly rangePpm: number;
}

export type Co2Norm = 'nr15' | 'acgih' | 'both';
export type Season = 'summer' | 'winter';

export interface Co2Options {
  /**
   * Workday (journeyTime) in minutes the ACGIH TWA projects the measured mean to. When not given,
   * nothing is projected: TWA = Σ Ci·ti / 480 over the measured registers.
   */
  workdayMin?: number;
  /** Refuse the projection even with a workday: TWA = Σ Ci·ti / 480 over the measured registers. */
  notProject?: boolean;
  /** Season of the indoor-air temperature and humidity ranges; summer when not given. */
  season?: Season;
}

/** A 15-minute block of registers and its time-weighted mean (SPEC §9). */
export interface Co2Block {
  /** Seconds from startMs. */
  startS: number;
  endS: number;
  meanPpm: number;
  /** Seconds of data in the block (pauses carry no weight). */
  dataS: number;
  /** The block holds a saturated register: its mean is a lower bound. */
  atLeast: boolean;
}

export interface Nr15Co2Result {
  limitPpm: number;
  deviationFactor: number;
  maxValuePpm: number;
  meanPpm: number;
  /** Arithmetic mean above the limit (Anexo 11 item 6). */
  exceeds: boolean;
  samplesAboveMaxValue: number;
  /** Any sample above the maximum value (Anexo 11 item 5). */
  graveAndImminentRisk: boolean;
  /** Quadro nº 1: grau de insalubridade of CO2. */
  grade: 'minimum';
  /** At least 10 samples 20 minutes apart fit in the record (Anexo 11 item 4). */
  minimumSampling: boolean;
  /** 15-minute blocks whose mean is above the limit. */
  periods: Co2Block[];
}

export interface AcgihCo2Result {
  twaLimitPpm: number;
  stelLimitPpm: number;
  /** The workday projected to; null when none was given. */
  workdayMin: number | null;
  projected: boolean;
  twa8hPpm: number;
  exceedsTwa: boolean;
  /** Highest rolling 15-minute time-weighted mean; null when the record is shorter than 15 minutes. */
  max15minPpm: number | null;
  /** Start of that window, seconds from startMs. */
  max15minStartS: number | null;
  exceedsStel: boolean;
  periodsAboveTwa: Co2Block[];
  periodsAboveStel: Co2Block[];
}

export interface RangeCheck {
  min: number;
  max: number;
  meanValue: number;
  minValue: number;
  maxValue: number;
  /** Share of the logged time inside [min, max], %. */
  percentInRange: number;
  /** The mean lies inside the range. */
  withinRange: boolean;
}

export interface IndoorAirResult {
  referencePpm: number;
  meanPpm: number;
  exceeds: boolean;
  minutesAbove: number;
  percentAbove: number;
  periods: Co2Block[];
  season: Season;
  temperature: RangeCheck | null;
  humidity: RangeCheck | null;
}

export interface Co2ExposureResult {
  samples: number;
  intervalS: number;
  /** Time with data: samples × interval. */
  durationMin: number;
  /** From the first register's start to the last one's end, pauses included. */
  spanMin: number;
  pausedMin: number;
  meanPpm: number;
  minPpm: number;
  maxPpm: number;
  maxAtS: number;
  rangePpm: number;
  saturatedSamples: number;
  /** Figures computed over saturated registers are lower bounds ("at least"). */
  atLeast: { mean: boolean; max: boolean; twa8h: boolean; max15min: boolean };
  blocks: Co2Block[];
  nr15: Nr15Co2Result;
  acgih: AcgihCo2Result;
  indoorAir: IndoorAirResult;
}
