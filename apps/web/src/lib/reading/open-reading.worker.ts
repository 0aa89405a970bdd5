// Opens a reading off the main thread (openRequestedReading): a file a person brought, a reading
// kept for a reload, a record just read from a device. A 7-day AxPro record (48 MB) held the upload
// page for one 150-ms task while it was read there. A file itself is sent, not its text (a 48 MB
// string cloned); the reading's series come back transferred.
import { answerRequests } from '../worker-file-answers';
import { openRequestedReading } from './open-reading-request';

answerRequests(openRequestedReading, (opened) => opened);
