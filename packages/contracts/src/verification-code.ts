/**
 * Public verification of a saved report (docs/reports.md "Verification"). A code is 16 characters
 * of Crockford's base 32 (no I, L, O, U): 80 random bits, printed on the pages and in the QR code.
 */
const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const verificationCodeLength = 16;
export const verificationCodePattern = /^[0-9A-HJKMNP-TV-Z]{16}$/;

/** 80 bits from the platform's CSPRNG (WebCrypto in the browser and in Node). */
export function newVerificationCode(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(verificationCodeLength));
  // 256 is a multiple of 32: each byte's low 5 bits are uniform.
  return Array.from(bytes, (b) => alphabet[b & 31]).join('');
}

/** A code as typed or scanned: case and dashes do not matter; anything else is not a code. */
export function normaliseVerificationCode(input: string): string | undefined {
  const code = input.replace(/-/g, '').toUpperCase();
  return verificationCodePattern.test(code) ? code : undefined;
}

/** `1234-5678-9ABC-DEFG`: how a code is printed. */
export const formatVerificationCode = (code: string) => code.match(/.{1,4}/g)?.join('-') ?? code;
