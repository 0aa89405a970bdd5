// The one list of the measurement domains' readers (DomainReader, docs/family-modules.md "Readers"):
// readReading asks each how surely a file is its own. A new domain adds its reader here: one import, one entry.
import type { MeasurementDomain } from '@ohp/contracts/vocabulary';
import { co2Reader } from './co2/co2-reader.ts';
import type { DomainReader } from './domain-reader.ts';
import { heatReader } from './heat/heat-reader.ts';
import { noiseReader } from './noise/noise-reader.ts';
import type { ReadingBase } from './reading.ts';
import { vibrationReader } from './vibration/vibration-reader.ts';

export const domainReaders = {
  noise: noiseReader,
  heat: heatReader,
  vibration: vibrationReader,
  co2: co2Reader,
} as const satisfies { [D in MeasurementDomain]: DomainReader<ReadingBase<D>> };
