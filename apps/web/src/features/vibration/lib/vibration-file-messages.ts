import type { ReadingResult } from '@ohp/devices/readings';

/** A vibration file read off the main thread: readReading's answer and the text (to save again). */
export interface VibrationFileRead {
  read: ReadingResult;
  text: string;
}

export interface VibrationFileRequest {
  id: number;
  blob: Blob;
}

export type VibrationFileReply =
  | { id: number; ok: true; file: VibrationFileRead }
  | { id: number; ok: false; error: string };
