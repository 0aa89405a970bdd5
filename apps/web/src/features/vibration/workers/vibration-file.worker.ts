// Reads a downloaded vibration file off the main thread (an AxPro extended record of a 10 h day is
// ≈ 24 MB of text: parsing it on the main thread held the viewer's first chart ≈ 0.75 s), and
// summarises the record's axes there too. The readings entry keeps this bundle to the parsers.
import { answerFileReads } from '../../../lib/worker-file-answers';
import { readVibrationBlob } from '../lib/read-vibration-blob';

// The overall (4.8 MB for 7 days at 1 s) transferred with the series, not cloned.
answerFileReads(readVibrationBlob, (answer) => [answer.read, answer.overall]);
