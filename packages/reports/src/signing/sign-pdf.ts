import { plainAddPlaceholder } from '@signpdf/placeholder-plain';
import { SignPdf } from '@signpdf/signpdf';
import { SUBFILTER_ETSI_CADES_DETACHED, Signer } from '@signpdf/utils';
import { cadesDetached } from './cades.ts';
import type { SigningIdentity } from './pkcs12.ts';
import { formatCpf, type SignerName, signerNameOf } from './signer-name.ts';
import { SigningError } from './signing-error.ts';

export interface SignOptions {
  /** The signer's key and certificate (`openPkcs12`). */
  identity: SigningIdentity;
  /** The claimed signing time (the signature dictionary's /M); defaults to now. */
  signingTime?: Date;
  /** Why the document is signed (translated by the caller). */
  reason: string;
  location?: string;
}

export interface SignedPdf {
  pdf: Uint8Array;
  signer: SignerName;
}

/** Room for the CMS (certificate chain of an ICP-Brasil A1 ≈ 6–8 KB): 16 KB as hex. */
const signatureLength = 16384;

class CadesSigner extends Signer {
  constructor(private readonly identity: SigningIdentity) {
    super();
  }

  override async sign(content: Buffer): Promise<Buffer> {
    return Buffer.from(await cadesDetached(new Uint8Array(content), this.identity));
  }
}

/**
 * Signs one of our PDF/A reports with a PAdES baseline B-B signature (docs/reports.md "Signature"):
 * an incremental update adds an invisible signature field and a /ByteRange covering the whole
 * file but the signature itself, so the archive before it stays byte for byte what it was
 * (PDF/A-3b kept). The key stays in this process; nothing is sent anywhere.
 */
export async function signPdf(pdf: Uint8Array, options: SignOptions): Promise<SignedPdf> {
  const { identity } = options;
  const signer = signerNameOf(identity.certificate);
  const source = Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
  if (!source.subarray(0, 5).equals(Buffer.from('%PDF-'))) throw new SigningError('notOurPdf');
  const withPlaceholder = finishTrailer(
    source,
    plainAddPlaceholder({
      pdfBuffer: source,
      reason: options.reason,
      contactInfo: signer.cpf ? `CPF ${formatCpf(signer.cpf)}` : '',
      name: signer.name,
      location: options.location ?? '',
      signingTime: options.signingTime ?? new Date(),
      signatureLength,
      subFilter: SUBFILTER_ETSI_CADES_DETACHED,
      appName: 'OHP', // a PDF name: no spaces
    }),
  );
  const signed = await new SignPdf().sign(withPlaceholder, new CadesSigner(identity), options.signingTime);
  return { pdf: new Uint8Array(signed), signer };
}

/**
 * Two repairs to the placeholder's incremental update: PDF/A (ISO 19005-3 §6.1.3) wants the file
 * identifier in the last trailer too, so the original /ID is copied into it; and `startxref` must
 * point at the `xref` keyword itself, not at the line end before it (qpdf warns, validators fail).
 */
function finishTrailer(original: Buffer, updated: Buffer): Buffer {
  const id = /\/ID\s*\[[^\]]*\]/.exec(original.subarray(original.lastIndexOf('trailer')).toString('latin1'));
  const trailerAt = updated.lastIndexOf('trailer');
  const endAt = updated.indexOf('>>', trailerAt);
  const startxrefAt = updated.lastIndexOf('startxref');
  const xrefAt = updated.lastIndexOf('xref\n', startxrefAt - 1);
  return Buffer.concat([
    updated.subarray(0, endAt),
    Buffer.from(id ? `${id[0]}\n` : ''),
    updated.subarray(endAt, startxrefAt),
    Buffer.from(`startxref\n${xrefAt}\n%%EOF`),
  ]);
}
