import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { dosimeterCriteriaOverrides, loadNoiseFile, VirtualDevice } from '@ohp/devices';
import {
  computeNoiseExposure,
  epochMs,
  type ExcludedPeriod,
  type NoiseExposureResult,
  resolveCriteria,
} from '@ohp/exposure';

// Files and expectations for the noise viewer browser tests: a DoseMax V2 file from the emulator,
// the figures the viewer must show for it (computed here with the packages, independently of the
// web code), and the text of a downloaded PDF.

export const noiseOutput = fileURLToPath(new URL('../../test-output/noise/', import.meta.url));

export function doseMaxV2File(): { path: string; text: string } {
  return emulatedFile('doseMaxV2', 'dosemax-v2-record.txt');
}

export function emulatedFile(family: 'doseMax' | 'dosePro' | 'doseMaxV2', name: string) {
  const text = new VirtualDevice(family).records[0]?.text;
  if (!text) throw new Error(`The emulated ${family} has no record`);
  const dir = mkdtempSync(join(tmpdir(), 'ohp-noise-e2e-'));
  const path = join(dir, name);
  writeFileSync(path, text);
  return { path, text };
}

/** NHO-01 preset result (criterion 85, q = 3, threshold 80) of the whole file. */
export function expectedNho01Preset(text: string): NoiseExposureResult {
  const loaded = loadNoiseFile(text);
  if (!loaded.ok) throw new Error('The test file does not parse');
  return computeNoiseExposure(loaded.data.series, resolveCriteria('nho01'));
}

/** NR-15 result of the file under the dosimeter's own configuration, with extra clippings. */
export function expectedNr15(text: string, clippings: Array<{ startMs: number; endMs: number }> = []) {
  const loaded = loadNoiseFile(text);
  if (!loaded.ok || !loaded.data.record) throw new Error('The test file does not parse');
  const { series, record } = loaded.data;
  const extra: ExcludedPeriod[] = clippings.map((c) => ({
    kind: 'clip',
    startMs: epochMs(c.startMs),
    endMs: epochMs(c.endMs),
  }));
  const result: NoiseExposureResult = computeNoiseExposure(
    { ...series, excluded: [...series.excluded, ...extra] },
    resolveCriteria('nr15', dosimeterCriteriaOverrides(record)),
  );
  return { result, startMs: series.startMs as number };
}

/** One decimal with the decimal comma, as pt-BR screens and reports print it. */
export function ptBr(value: number | null): string {
  if (value === null) return '-';
  return new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);
}

export function pdfText(path: string): string {
  return execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' });
}

/** Renders every page of the PDF to PNG files <prefix>-<n>.png; returns the folder. */
export function pdfPages(path: string, prefix: string): string {
  mkdirSync(noiseOutput, { recursive: true });
  execFileSync('pdftoppm', ['-png', '-r', '70', path, join(noiseOutput, prefix)]);
  return noiseOutput;
}
