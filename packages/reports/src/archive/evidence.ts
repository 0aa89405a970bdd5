/**
 * The evidence a report carries inside itself (PDF/A-3 associated files): the device record or
 * samples CSV exactly as read, and a JSON of the inputs and results behind every printed figure.
 */
export interface ReportEvidence {
  /** The raw file, byte for byte as read from the device or the user's disk. */
  raw: { fileName: string; bytes: Uint8Array; mediaType?: string };
  /** Inputs and results (criteria, clippings with reasons, figures), serialised by `evidenceJson`. */
  data: unknown;
}

/** Name of the JSON attachment in every report. */
export const evidenceDataFileName = 'report-data.json';

/** Chart data: drawn from the raw file attached beside the JSON, which reproduces it exactly. */
const chartKeys = new Set(['charts', 'chart', 'series']);
const omittedChart = { omitted: 'chart data: recomputed from the raw file' };

/**
 * The JSON attachment's text. Chart data (keys `charts`, `chart`, `series`, typed arrays, numeric
 * arrays over 2,000 points) and images (data URLs) are left out with a marker saying what was
 * there; every other value (criteria, clippings, printed figures) is kept as is.
 */
export function evidenceJson(data: unknown): string {
  return JSON.stringify(
    data,
    (key, value: unknown) => {
      if (chartKeys.has(key) && value !== undefined) return omittedChart;
      if (typeof value === 'string' && value.startsWith('data:')) return '[image omitted]';
      if (ArrayBuffer.isView(value)) return omittedChart;
      if (Array.isArray(value) && value.length > 2000 && value.every(isNumeric)) return omittedChart;
      return value;
    },
    2,
  );
}

function isNumeric(value: unknown): boolean {
  return typeof value === 'number' || value === null;
}

/** Media type of a raw file from its name (device records are text; samples are CSV). */
export function rawMediaType(fileName: string): string {
  const lower = fileName.toLowerCase();
  if (lower.endsWith('.csv')) return 'text/csv';
  if (lower.endsWith('.json')) return 'application/json';
  if (lower.endsWith('.txt')) return 'text/plain';
  return 'application/octet-stream';
}
