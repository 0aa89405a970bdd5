// Checks a file against the SHA-256 recorded for a report, in the browser (nothing is uploaded).

export type FileCheck =
  | { kind: 'idle' }
  | { kind: 'checking'; name: string }
  | { kind: 'match'; name: string; sha256: string }
  | { kind: 'mismatch'; name: string; sha256: string }
  | { kind: 'notPdf'; name: string }
  | { kind: 'unreadable'; name: string };

/** A PDF starts with `%PDF-` within its first 1,024 bytes (ISO 32000-1, 7.5.2, as readers accept it). */
export function looksLikePdf(bytes: Uint8Array): boolean {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 1024));
  return head.includes('%PDF-');
}

export async function sha256Hex(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', bytes);
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The file's verdict against `expected` (lowercase hex, as the API answers it). */
export async function checkFile(
  file: Pick<Blob, 'arrayBuffer'> & { name: string },
  expected: string,
): Promise<FileCheck> {
  const name = file.name;
  let bytes: Uint8Array<ArrayBuffer>;
  try {
    bytes = new Uint8Array(await file.arrayBuffer());
  } catch {
    return { kind: 'unreadable', name };
  }
  if (!looksLikePdf(bytes)) return { kind: 'notPdf', name };
  const sha256 = await sha256Hex(bytes);
  return sha256 === expected.toLowerCase()
    ? { kind: 'match', name, sha256 }
    : { kind: 'mismatch', name, sha256 };
}
