// Reads a downloaded noise file off the main thread: bytes → loadNoiseFileBytes and the DoseMax V2
// validity check (lib/read-noise-blob.ts). The readings entry keeps this bundle to the parsers (no
// virtual device, session or serial transports).
import { answerFileReads } from '../../../lib/worker-file-answers';
import { readNoiseBlob } from '../lib/read-noise-blob';

answerFileReads(readNoiseBlob, (answer) => answer.parsed);
