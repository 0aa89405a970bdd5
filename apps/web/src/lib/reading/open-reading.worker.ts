// Opens a file a person brought (the upload box, a list's "Open file") off the main thread: a
// 7-day AxPro record (48 MB) held the upload page for one 150-ms task while it was read there. The
// File itself is sent, not its text (a 48 MB string cloned); the reading's series come back
// transferred.
import { answerRequests } from '../worker-file-answers';
import { openReadingOfFile } from './open-reading-file';

answerRequests(openReadingOfFile, (opened) => opened);
