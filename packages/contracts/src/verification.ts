import { z } from 'zod';

import { verificationCodePattern } from './verification-code.ts';

export * from './verification-code.ts';

export const verificationCodeSchema = z.string().regex(verificationCodePattern);

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
