import type { Measurement } from '@ohp/contracts';
import { type ReadingResult, readReading } from '@ohp/devices/readings';
import type { ReadingText } from '../../../lib/reading-text';
import type { SavedFile } from '../../../lib/web-domain';
import { co2ViewerDataOffThread } from './co2-analysis';
import { co2OptionsOfForm, initialCo2FormValues } from './initial-form';
import { prepareCo2TextReader, readCo2FileAnswer } from './read-co2-text';

/** What readReading's answer on a saved CO2 file opens: the CO2 reading, or why it does not read. */
function savedCo2File(
  text: ReadingText,
  read: ReadingResult,
  measurement: Pick<Measurement, 'family'>,
): SavedFile {
  if (!read.ok) return { text, opened: { ok: false, attention: false, ...read.reason } };
  if (read.data.domain !== 'co2') {
    return {
      text,
      opened: {
        ok: false,
        attention: false,
        key: 'co2:read.wrongFamily',
        values: { model: read.data.model },
      },
    };
  }
  return { text, opened: { ok: true, reading: { ...read.data, family: measurement.family ?? undefined } } };
}

/** A saved CO2 measurement's text read again by readReading: the CO2 reading, or why it does not read. */
export function readSavedCo2Text(text: string, measurement: Pick<Measurement, 'family'>): SavedFile {
  return savedCo2File(text, readReading(text), measurement);
}

/**
 * The same, from GET co2pro/file's answer as downloaded: read in a Web Worker (a 7-day record never
 * blocks the main thread); its text stays in the answer until a save or a report asks for it.
 */
export async function readSavedCo2FileAnswer(
  answer: Blob,
  measurement: Pick<Measurement, 'family'>,
): Promise<SavedFile> {
  const { read } = await readCo2FileAnswer(answer);
  return savedCo2File({ jsonAnswer: answer }, read, measurement);
}

export async function readSavedCo2File(blob: Blob, measurement: Measurement): Promise<SavedFile> {
  return readSavedCo2Text(await blob.text(), measurement);
}

/** Starts the worker early (while the file downloads) so that it is ready for the file. */
export { prepareCo2TextReader };

/**
 * The viewer's figures for the form it opens with, asked of the worker as soon as the file is read:
 * the viewer then finds them on their way (one round trip to the worker less before its charts).
 */
export function prefetchCo2ViewerData(file: SavedFile, measurement: Measurement): void {
  const { opened } = file;
  if (!opened.ok || opened.reading.domain !== 'co2') return;
  const { reading } = opened;
  const options = co2OptionsOfForm(initialCo2FormValues(reading, measurement.fileName, measurement));
  // A failure shows when the viewer asks again (failures are not kept).
  co2ViewerDataOffThread(reading, options).catch(() => undefined);
}
