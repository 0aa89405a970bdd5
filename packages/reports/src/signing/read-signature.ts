import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import { arrayBufferOf } from './bytes.ts';
import { signatureUpdateIsComplete } from './signature-structure.ts';
import { type SignerName, signerNameOf } from './signer-name.ts';

/** The last signature of a PDF, read back and checked against the bytes it covers. */
export interface PdfSignature {
  signer: SignerName;
  /** `/SubFilter` of the signature dictionary (ours: `/ETSI.CAdES.detached`). */
  subFilter: string | undefined;
  /** Where the signature value (`/Contents`) starts and ends: the hole in the byte range. */
  hole: { start: number; end: number };
  /** The signer certificate's validity. */
  validity: { notBefore: Date; notAfter: Date };
}

/** Why a file's signature is refused (an i18n key of the `reportSigning` namespace). */
export type SignatureProblem = 'noSignature' | 'badByteRange' | 'badStructure' | 'badCms' | 'invalid';

export class SignatureCheckError extends Error {
  constructor(readonly problem: SignatureProblem) {
    super(`reportSigning:errors.${problem}`);
    this.name = 'SignatureCheckError';
  }
}

const latin1 = new TextDecoder('latin1');
const byteRangePattern = /\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/g;

/**
 * Reads the last signature of a PDF and checks it: its `/ByteRange` starts at 0, covers the whole
 * file but the `/Contents` hex string, its update has the signature field where readers look for it
 * (`signatureUpdateIsComplete`), and the CMS SignedData in it verifies against those bytes
 * (message digest and signature value, with the signer's certificate carried in the CMS). Answers
 * the signer as the certificate names them. Trust in the certificate (its chain to ICP-Brasil) is
 * not judged here; a reader's validator does that.
 */
export async function readPdfSignature(pdf: Uint8Array): Promise<PdfSignature> {
  // The file's tail holds the last incremental update; its byte range is the last one written.
  const text = latin1.decode(pdf);
  const ranges = [...text.matchAll(byteRangePattern)];
  const last = ranges.at(-1);
  if (!last) throw new SignatureCheckError('noSignature');
  const [a, b, c, d] = last.slice(1, 5).map(Number) as [number, number, number, number];
  if (a !== 0 || b <= 0 || c <= b || c + d !== pdf.length) throw new SignatureCheckError('badByteRange');
  const hole = latin1.decode(pdf.subarray(b, c));
  if (!/^<[0-9a-fA-F]+>$/.test(hole)) throw new SignatureCheckError('badByteRange');
  // The update that added it (after the previous end of file) must be one readers find.
  const updateStart = Math.max(0, text.lastIndexOf('%%EOF', last.index));
  if (!signatureUpdateIsComplete(text.slice(updateStart))) throw new SignatureCheckError('badStructure');
  const cms = hexBytes(hole.slice(1, -1));
  const signed = new Uint8Array(b + d);
  signed.set(pdf.subarray(0, b), 0);
  signed.set(pdf.subarray(c), b);

  let signedData: pkijs.SignedData;
  let certificate: pkijs.Certificate | undefined;
  try {
    const info = pkijs.ContentInfo.fromBER(arrayBufferOf(stripPadding(cms)));
    signedData = new pkijs.SignedData({ schema: info.content });
    const sid = signedData.signerInfos[0]?.sid;
    certificate = (signedData.certificates ?? []).find(
      (cert): cert is pkijs.Certificate =>
        cert instanceof pkijs.Certificate &&
        sid instanceof pkijs.IssuerAndSerialNumber &&
        cert.issuer.isEqual(sid.issuer) &&
        cert.serialNumber.isEqual(sid.serialNumber),
    );
  } catch {
    throw new SignatureCheckError('badCms');
  }
  if (!certificate) throw new SignatureCheckError('badCms');
  let verified = false;
  try {
    verified = await signedData.verify({ signer: 0, data: arrayBufferOf(signed), checkChain: false });
  } catch {
    verified = false;
  }
  if (!verified) throw new SignatureCheckError('invalid');
  // The signature dictionary names its SubFilter just before its /ByteRange.
  const before = text.slice(Math.max(0, last.index - 512), last.index);
  const subFilter = [...before.matchAll(/\/SubFilter\s*\/([\w.]+)/g)].at(-1)?.[1];
  return {
    signer: signerNameOf(new Uint8Array(certificate.toSchema().toBER(false))),
    subFilter: subFilter ? `/${subFilter}` : undefined,
    hole: { start: b, end: c },
    validity: { notBefore: certificate.notBefore.value, notAfter: certificate.notAfter.value },
  };
}

function hexBytes(hex: string): Uint8Array {
  const even = hex.length % 2 === 0 ? hex : `${hex}0`;
  const out = new Uint8Array(even.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = Number.parseInt(even.slice(i * 2, i * 2 + 2), 16);
  return out;
}

/** The placeholder is zero-padded after the DER: keep the DER's own length. */
function stripPadding(cms: Uint8Array): Uint8Array {
  const decoded = asn1js.fromBER(arrayBufferOf(cms));
  if (decoded.offset === -1) return cms;
  return cms.subarray(0, decoded.offset);
}
