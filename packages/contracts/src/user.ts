import { z } from 'zod';
import {
  cpfField,
  currentPasswordField,
  emailCodeField,
  emailField,
  languageField,
  newPasswordField,
  phoneField,
  requiredText,
  temperatureUnitField,
} from './fields.ts';
import { messageKeys, textLimits } from './limits.ts';

/** The user as the API answers it: never a password hash or another secret (SPEC §3). */
export const userSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  lastName: z.string(),
  document: z.string().nullable(),
  phone: z.string().nullable(),
  country: z.string().nullable(),
  temperatureUnit: temperatureUnitField,
  darkMode: z.boolean(),
  newsletter: z.boolean(),
  language: languageField,
  role: z.enum(['user', 'admin']),
  hasPassword: z.boolean(),
  hasPhoto: z.boolean(),
  hasCompanyLogo: z.boolean(),
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

/** POST /api/user?token=<code>: the registration fields. */
export const registerRequestSchema = z.object({
  name: requiredText(textLimits.name),
  lastName: requiredText(textLimits.lastName),
  email: emailField,
  password: newPasswordField,
  document: cpfField,
  phone: phoneField,
  country: requiredText(textLimits.country),
  newsletter: z.boolean().default(false),
});
export type RegisterRequest = z.input<typeof registerRequestSchema>;
/** The registration after validation (e-mail lower-cased, CPF as 11 digits). */
export type RegisterData = z.output<typeof registerRequestSchema>;

/** The registration form: the request plus the password confirmation ('Passwords must be the same'). */
export const registerFormSchema = registerRequestSchema
  .extend({ passwordConfirmation: z.string().min(1, messageKeys.required) })
  .refine((form) => form.password === form.passwordConfirmation, {
    message: messageKeys.passwordsMustMatch,
    path: ['passwordConfirmation'],
  });

/** ?email= of POST /api/user/email-validate and POST /api/user/forgot-password. */
export const emailQuerySchema = z.object({ email: emailField });

/** ?token= of POST /api/user: the 6-digit code. */
export const registerQuerySchema = z.object({ token: emailCodeField });

/** Answer of the code requests: when a new code may be asked for and how long it lives. */
export const codeSentSchema = z.object({
  sent: z.literal(true),
  resendAfterSeconds: z.number(),
  expiresInSeconds: z.number(),
});
export type CodeSent = z.infer<typeof codeSentSchema>;

/** POST /api/user/update-forgot-password: `token` is the e-mailed code. */
export const forgotPasswordUpdateSchema = z.object({
  email: emailField,
  password: newPasswordField,
  token: emailCodeField,
});
export type ForgotPasswordUpdate = z.input<typeof forgotPasswordUpdateSchema>;

/** The new-password form of the recovery screen, with the confirmation. */
export const forgotPasswordFormSchema = forgotPasswordUpdateSchema
  .extend({ passwordConfirmation: z.string().min(1, messageKeys.required) })
  .refine((form) => form.password === form.passwordConfirmation, {
    message: messageKeys.passwordsMustMatch,
    path: ['passwordConfirmation'],
  });

/** POST /api/user/update: every field optional; only the given ones change. */
export const updateProfileSchema = z.object({
  name: requiredText(textLimits.name).optional(),
  lastName: requiredText(textLimits.lastName).optional(),
  phone: phoneField.optional(),
  country: requiredText(textLimits.country).optional(),
  document: cpfField.optional(),
  temperatureUnit: temperatureUnitField.optional(),
  darkMode: z.boolean().optional(),
  newsletter: z.boolean().optional(),
  language: languageField.optional(),
});
export type UpdateProfileRequest = z.input<typeof updateProfileSchema>;

/** POST /api/user/update-password */
export const updatePasswordSchema = z.object({
  password: currentPasswordField,
  newPassword: newPasswordField,
});
export type UpdatePasswordRequest = z.input<typeof updatePasswordSchema>;

/** The password-change form of the profile, with the confirmation of the new password. */
export const updatePasswordFormSchema = updatePasswordSchema
  .extend({ newPasswordConfirmation: z.string().min(1, messageKeys.required) })
  .refine((form) => form.newPassword === form.newPasswordConfirmation, {
    message: messageKeys.passwordsMustMatch,
    path: ['newPasswordConfirmation'],
  });

/** DELETE /api/user/delete?password= */
export const deleteAccountQuerySchema = z.object({ password: currentPasswordField });

/** Image types accepted for the photo and the company logo (SPEC §5: PNG, JPG or JPEG). */
export const acceptedImageTypes = ['image/png', 'image/jpeg'] as const;
