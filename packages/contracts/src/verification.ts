import { z } from 'zod';

/**
 * Public verification of a saved report (docs/reports.md "Verification"). A code is 16 characters
 * of Crockford's base 32 (no I, L, O, U): 80 random bits, printed on the pages and in the QR code.
 */
const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const verificationCodeLength = 16;
const codePattern = /^[0-9A-HJKMNP-TV-Z]{16}$/;

/** 80 bits from the platform's CSPRNG (WebCrypto in the browser and in Node). */
export function newVerificationCode(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(verificationCodeLength));
  // 256 is a multiple of 32: each byte's low 5 bits are uniform.
  return Array.from(bytes, (b) => alphabet[b & 31]).join('');
}

/** A code as typed or scanned: case and dashes do not matter; anything else is not a code. */
export function normaliseVerificationCode(input: string): string | undefined {
  const code = input.replace(/-/g, '').toUpperCase();
  return codePattern.test(code) ? code : undefined;
}

export const verificationCodeSchema = z.string().regex(codePattern);

/** `1234-5678-9ABC-DEFG`: how a code is printed. */
export const formatVerificationCode = (code: string) => code.match(/.{1,4}/g)?.join('-') ?? code;

/** GET /api/verify/{code}: exactly these fields, nothing else about the owner or other reports. */
export const verificationSchema = z.strictObject({
  status: z.enum(['issued', 'revoked']),
  issuedAt: z.string(),
  revokedAt: z.string().nullable(),
  domain: z.string(),
  norm: z.string().nullable(),
  evaluatorName: z.string().nullable(),
  evaluatorRegistration: z.string().nullable(),
  company: z.string().nullable(),
  sha256: z.string().nullable(),
  signedBy: z.string().nullable(),
});
export type Verification = z.infer<typeof verificationSchema>;

/** Fields a report upload may carry besides its title (multipart). */
export const reportVerificationFieldsSchema = z.object({
  verificationCode: verificationCodeSchema.optional(),
  norm: z.string().trim().max(120).optional(),
  evaluatorName: z.string().trim().max(160).optional(),
  evaluatorRegistration: z.string().trim().max(80).optional(),
  company: z.string().trim().max(200).optional(),
});
