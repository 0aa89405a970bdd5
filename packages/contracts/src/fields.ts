import { z } from 'zod';
import { cpfDigits, isValidCpf } from './cpf.ts';
import { messageKeys, textLimits } from './limits.ts';
import { isStrongPassword } from './password.ts';

/** Trimmed, non-empty text of at most `max` characters ('errors:required' when empty). */
export const requiredText = (max: number) => z.string().trim().min(1, messageKeys.required).max(max);

/** Trimmed, lower-cased, valid e-mail of at most 140 characters. */
export const emailField = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, messageKeys.required)
  .max(textLimits.email)
  .pipe(z.email(messageKeys.invalidEmail));

/** A new password following SPEC §5 (the message is 'errors:passwordRules'). */
export const newPasswordField = z
  .string()
  .min(1, messageKeys.required)
  .max(textLimits.password)
  .refine(isStrongPassword, messageKeys.passwordRules);

/** A password being checked (login, current password): any non-empty text. */
export const currentPasswordField = z.string().min(1, messageKeys.required).max(textLimits.password);

/** CPF with valid check digits; stored and answered as 11 digits. */
export const cpfField = z
  .string()
  .trim()
  .min(1, messageKeys.required)
  .max(textLimits.document)
  .refine(isValidCpf, messageKeys.invalidCpf)
  .transform(cpfDigits);

/** Phone: 8 to 15 digits, with an optional leading +, spaces, dots, dashes and parentheses. */
export const phoneField = requiredText(textLimits.phone).refine((value) => {
  const digits = value.replace(/\D/g, '').length;
  return /^\+?[\d\s().-]+$/.test(value) && digits >= 8 && digits <= 15;
}, messageKeys.invalidPhone);

/** The 6-digit code sent by e-mail. */
export const emailCodeField = z
  .string()
  .trim()
  .min(1, messageKeys.required)
  .regex(/^\d{6}$/, messageKeys.invalidCode);

export const languageField = z.enum(['pt-BR', 'en', 'es']);
export const temperatureUnitField = z.enum(['C', 'F']);
