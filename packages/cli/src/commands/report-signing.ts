import { formatCpf, openPkcs12 as open, signPdf } from '@ohp/reports/signing';
import { nodePbkdf2 } from '@ohp/reports/signing/node';

// What `ohp report … --sign` needs of the signing code, imported by report-archive.ts only when a
// report is signed: pkijs, node-forge and @signpdf load in ≈ 150 ms of CPU, which `ohp analyze` and
// an unsigned report do not pay (the CLI build gives this module a chunk of its own).

/** Opens a PKCS#12 certificate with Node's PBKDF2. */
export const openPkcs12 = (file: Uint8Array, password: string) =>
  open(file, password, { pbkdf2: nodePbkdf2 });

export { formatCpf, signPdf };
