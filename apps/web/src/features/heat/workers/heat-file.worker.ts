// Reads a downloaded heat file off the main thread (a 7-day Itemp record at 1 s is ≈ 16 MB and
// 604,800 rows: read on the main thread it held the viewer for one long task). The readings entry
// keeps this bundle to the parsers.
import { answerFileReads } from '../../../lib/worker-file-answers';
import { readHeatBlob } from '../lib/read-heat-blob';

answerFileReads(readHeatBlob, (read) => read);
