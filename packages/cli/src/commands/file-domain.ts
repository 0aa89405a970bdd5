// A file of another domain is refused from its first bytes (issue 28, "Bad input"): a week-long
// vibration record given to `ohp analyze noise` is 400 MB, and reading it whole only to say it is
// the wrong kind took 0.8 GB. The whole-file readers still decide everything else.
import { familyDisplayName } from '@ohp/devices';
import { readBytesAt, withOpenedFile } from '@ohp/devices/node';
import type { MeasurementDomain } from '@ohp/contracts/vocabulary';
import { HEAD_BYTES, sniffReading } from '@ohp/devices/readings';
import { NoiseInputError } from './noise-input-error.ts';

/** The file's first bytes (HEAD_BYTES + 3: a BOM and a whole head), or undefined if it cannot be read. */
function headOfFile(path: string): Uint8Array | undefined {
  return withOpenedFile(path, (fd) => readBytesAt(fd, HEAD_BYTES + 3, 0));
}

/**
 * Throws `cli:wrongDomain.<wanted>` (naming the instrument and the command that reads the file) when
 * the file's start says it is another domain's; returns otherwise, also when the file cannot be read
 * (the caller's own read names that).
 */
export function refuseOtherDomain(path: string, wanted: MeasurementDomain): void {
  const head = headOfFile(path);
  const sniffed = head && sniffReading(head);
  if (!sniffed || sniffed.domain === wanted) return;
  throw new NoiseInputError(`cli:wrongDomain.${wanted}`, {
    model: sniffed.family ? familyDisplayName(sniffed.family) : 'CSV',
    // `ohp analyze <domain>`: each domain's command is its name.
    command: sniffed.domain,
  });
}
