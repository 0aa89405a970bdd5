/** What a noise report needs from a dosimeter record (docs/protocol.md "Dosimeter records"). */
export interface DosimeterConfiguration {
  weighting: 'A' | 'C' | 'Z';
  timeWeighting: 'F' | 'S' | 'I';
  thresholdDb: number;
  criterionDb: number;
  exchangeRate: number;
  peakCurve: 'C' | 'Z' | 'A';
  /** Minutes. */
  startDelay: number;
}

/** The device's own summary values, shown beside the recomputed ones. */
export interface DosimeterSummary {
  dosePct: number;
  lavg: number;
  laeq: number;
  twa: number;
  minLevel: number;
  maxLevel: number;
  peaksAbove115: number;
}

/** Seconds from the record start, [start, end). */
export interface Period {
  start: number;
  end: number;
}

export type BandKind = 'none' | 'octave' | 'third';

export interface AudioEvent {
  /** Seconds from the record start. */
  offset: number;
  /** Byte range for ws{id};{start};{end}. */
  start: number;
  end: number;
}

export interface DosimeterRecord {
  kind: 'dosimeter';
  format: 'v1' | 'v2';
  serialNumber: string;
  firmware: string | undefined;
  /** Device local time "yyyy-MM-ddTHH:mm:ss". */
  start: string;
  intervalSeconds: number;
  /** Seconds from start of each logged interval (paused intervals have no row). */
  offsets: Float64Array;
  /** LAeq of each interval, dB(A). */
  laeq: Float64Array;
  /** LCpeak per interval, dB(C); NaN where not logged. Undefined when no row has it. */
  lcpeak: Float64Array | undefined;
  lafmax: Float64Array | undefined;
  /**
   * Band levels, one array per band in the order of `centers`, one value per row (as a noise
   * series keeps them: a record on a regular grid shares these arrays with its series).
   */
  bands: { kind: 'octave' | 'third'; centers: readonly number[]; levels: Float64Array[] } | undefined;
  pauses: Period[];
  configuration: DosimeterConfiguration;
  summary: DosimeterSummary;
  /** DoseMaxV2 only. */
  audio: AudioEvent[];
}

export const octaveCenters: readonly number[] = [31.5, 63, 125, 250, 500, 1000, 2000, 4000, 8000, 16000];
export const thirdOctaveCenters: readonly number[] = [
  20, 25, 31.5, 40, 50, 63, 80, 100, 125, 160, 200, 250, 315, 400, 500, 630, 800, 1000, 1250, 1600, 2000,
  2500, 3150, 4000, 5000, 6300, 8000, 10000, 12500, 16000, 20000,
];

export function bandCenters(kind: BandKind): readonly number[] {
  return kind === 'octave' ? octaveCenters : kind === 'third' ? thirdOctaveCenters : [];
}
