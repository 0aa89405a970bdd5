import { z } from 'zod';
import { cnpjDigits, isValidCnpj } from './cnpj.ts';
import { emailField, requiredText } from './fields.ts';
import { messageKeys } from './limits.ts';
import { deviceFamilies } from './vocabulary.ts';

/** Text maximums of the organisation fields, from SPEC §5's set (30, 40, 140, 600, 14). */
export const organisationLimits = {
  corporateName: 140,
  /** A CNPJ written as 00.000.000/0000-00 has 18 characters; it is stored as its 14 digits. */
  document: 18,
  groupDescription: 140,
  serialNumber: 30,
  laboratory: 140,
  certificateNumber: 40,
} as const;

/** Days before the next calibration date from which a device is shown as due. */
export const calibrationDueDays = 30;

export const companyRoles = ['owner', 'member'] as const;
export type CompanyRole = (typeof companyRoles)[number];

const uuidParam = z.uuid();

/** CNPJ with valid check digits; stored and answered as 14 digits. */
export const cnpjField = z
  .string()
  .trim()
  .min(1, messageKeys.required)
  .max(organisationLimits.document)
  .refine(isValidCnpj, 'organisations:invalidCnpj')
  .transform(cnpjDigits);

/** `POST company`, `PUT company/{id}`. */
export const companyInputSchema = z.object({
  corporateName: requiredText(organisationLimits.corporateName),
  document: cnpjField,
});
export type CompanyInput = z.input<typeof companyInputSchema>;

export const companySchema = z.object({
  id: z.uuid(),
  corporateName: z.string(),
  document: z.string(),
  /** The signed-in user's role in the company. */
  role: z.enum(companyRoles),
  createdAt: z.string(),
});
export type Company = z.infer<typeof companySchema>;

export const companyIdParamsSchema = z.object({ id: uuidParam });
export const companyUserParamsSchema = z.object({ id: uuidParam, userId: uuidParam });
export const companyInvitationParamsSchema = z.object({ id: uuidParam, invitationId: uuidParam });

/** A user with access to a company. */
export const companyUserSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: z.enum(companyRoles),
  joinedAt: z.string(),
});
export type CompanyUser = z.infer<typeof companyUserSchema>;

/** `PUT company/{id}/users/{userId}`: an owner makes a member owner (or an owner member). */
export const companyRoleInputSchema = z.object({ role: z.enum(companyRoles) });

/** `POST company/{id}/invite`. */
export const inviteInputSchema = z.object({ email: emailField });

/** A pending invitation, as the company's owners see it. */
export const pendingInvitationSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  expiresAt: z.string(),
  createdAt: z.string(),
});
export type PendingInvitation = z.infer<typeof pendingInvitationSchema>;

/** The token of an e-mailed invitation (43 characters of base64url). */
export const invitationTokenParamsSchema = z.object({ token: z.string().min(1).max(200) });

/** `GET company/invite/{token}`: who invites whom to what. */
export const invitationViewSchema = z.object({
  companyName: z.string(),
  invitedBy: z.string(),
  email: z.string(),
  expiresAt: z.string(),
});
export type InvitationView = z.infer<typeof invitationViewSchema>;

/** `POST group`, `PUT group/{id}`. */
export const groupInputSchema = z.object({
  description: requiredText(organisationLimits.groupDescription),
  active: z.boolean(),
  companyId: uuidParam,
});
export type GroupInput = z.infer<typeof groupInputSchema>;

export const groupMemberSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  lastName: z.string(),
  email: z.string(),
});
export type GroupMember = z.infer<typeof groupMemberSchema>;

export const groupSchema = z.object({
  id: z.uuid(),
  companyId: z.uuid(),
  description: z.string(),
  active: z.boolean(),
  members: z.array(groupMemberSchema),
  createdAt: z.string(),
});
export type Group = z.infer<typeof groupSchema>;

/** `GET group/mine`: the active groups the signed-in user belongs to. */
export const myGroupSchema = z.object({
  id: z.uuid(),
  description: z.string(),
  companyId: z.uuid(),
  companyName: z.string(),
});
export type MyGroup = z.infer<typeof myGroupSchema>;

export const groupListQuerySchema = z.object({ companyId: uuidParam.optional() });
export const groupIdParamsSchema = z.object({ id: uuidParam });
export const groupMemberParamsSchema = z.object({ id: uuidParam, userId: uuidParam });
export const groupMemberInputSchema = z.object({ userId: uuidParam });

/** yyyy-MM-dd, a real calendar day. */
export const isoDateField = z
  .string()
  .trim()
  .min(1, messageKeys.required)
  .refine((value) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, 'errors:invalidDate');

/** A device serial as the instruments print it (letters, digits, spaces, dashes). */
export const serialNumberField = z
  .string()
  .trim()
  .min(1, messageKeys.required)
  .max(organisationLimits.serialNumber)
  .regex(/^[A-Za-z0-9 _-]+$/, 'organisations:invalidSerial');

export const serialNumberQuerySchema = z.object({ serialNumber: serialNumberField });
export const userDeviceIdParamsSchema = z.object({ id: uuidParam });

/** `PATCH user-device/update-certificate` (SPEC §7): the four certificate fields of one device. */
export const certificateInputSchema = z
  .object({
    id: uuidParam,
    laboratory: requiredText(organisationLimits.laboratory),
    calibrationDate: isoDateField,
    certificateNumber: requiredText(organisationLimits.certificateNumber),
    nextCalibrationDate: isoDateField,
  })
  .refine((c) => c.calibrationDate <= c.nextCalibrationDate, {
    message: 'organisations:calibrationAfterNext',
    path: ['calibrationDate'],
  });
export type CertificateInput = z.infer<typeof certificateInputSchema>;

export const calibrationStates = ['none', 'ok', 'due', 'overdue'] as const;
export type CalibrationState = (typeof calibrationStates)[number];

/**
 * The due state of a certificate on a day (both yyyy-MM-dd): overdue after the next calibration
 * date, due from 30 days before it, none without a certificate.
 */
export function calibrationState(nextCalibrationDate: string | null, today: string): CalibrationState {
  if (!nextCalibrationDate) return 'none';
  if (nextCalibrationDate < today) return 'overdue';
  const days =
    (Date.parse(`${nextCalibrationDate}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000;
  return days <= calibrationDueDays ? 'due' : 'ok';
}

export const certificateSchema = z.object({
  laboratory: z.string(),
  calibrationDate: z.string(),
  certificateNumber: z.string(),
  nextCalibrationDate: z.string(),
  /** A certificate PDF is stored (GET user-device/{id}/certificate-file). */
  hasFile: z.boolean(),
});
export type Certificate = z.infer<typeof certificateSchema>;

export const userDeviceSchema = z.object({
  id: z.uuid(),
  serialNumber: z.string(),
  /** Catalogue name of the model the serial designates (SPEC §3). */
  model: z.string(),
  family: z.enum(deviceFamilies),
  /** Catalogue image folder (`/devices/<folder>/…` in the web app). */
  imageFolder: z.string(),
  certificate: certificateSchema.nullable(),
  calibrationState: z.enum(calibrationStates),
  createdAt: z.string(),
});
export type UserDevice = z.infer<typeof userDeviceSchema>;
