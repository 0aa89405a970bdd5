/** SPEC §9 "Device communication" constants. All durations in milliseconds. */
export const serialSettings = { baudRate: 115_200, bufferSize: 131_072 } as const;

/** 115200 baud, 8N1 = 10 bits per byte on the wire. */
export const lineRateBytesPerSecond = 11_520;

export const timeouts = {
  /** Any answer without a more specific timeout. */
  defaultResponse: 100_000,
  version: 1_000,
  /** `r{id}` for AxPro, DoseMaxV2 and CO2Pro. */
  registerDataLong: 120_000,
  /** `r{id}` for devices whose firmware is version 1.2 (DoseMax, DosePro). */
  registerDataV12: 5_000,
  setDate: 3_000,
  itempResetWait: 10_000,
  progressTick: 50,
} as const;

export const defaultVersions = { itemp: '1.1.4', other: '1.2' } as const;

/** Upper bounds so that hostile answers cannot exhaust memory. */
export const limits = {
  maxLineBytes: 65_536,
  maxRecordBytes: 64 * 1024 * 1024,
  maxAudioBytes: 16 * 1024 * 1024,
  maxListLines: 100_000,
} as const;
