import { z } from 'zod';

/** Columns `GET user/admin` may be ordered by; anything else answers 400 (no SQL from the query). */
export const adminUserOrderColumns = [
  'name',
  'email',
  'company',
  'createdAt',
  'lastSignInAt',
  'storageUsed',
  'admin',
] as const;
export type AdminUserOrderColumn = (typeof adminUserOrderColumns)[number];

/** `OrderBy`: a column, with a leading `-` for descending (`-createdAt`). */
const orderBySchema = z
  .string()
  .regex(new RegExp(`^-?(${adminUserOrderColumns.join('|')})$`), 'errors:invalidValue');

/** SPEC §9: default page size 999999 (everything on one page). */
export const defaultPageSize = 999_999;

/** GET /api/user/admin (SPEC §7): the query names keep the spec's capitals. */
export const adminUserQuerySchema = z.object({
  PageSize: z.coerce.number().int().positive().max(defaultPageSize).default(defaultPageSize),
  Page: z.coerce.number().int().positive().default(1),
  OrderBy: orderBySchema.default('-createdAt'),
  Search: z.string().trim().max(200).default(''),
});
/** What a client sends (the schema coerces the query-string text). */
export interface AdminUserQuery {
  PageSize?: number;
  Page?: number;
  OrderBy?: string;
  Search?: string;
}

/** GET /api/user/admin/export: the same filters, without paging, and the file format. */
export const adminExportQuerySchema = z.object({
  OrderBy: orderBySchema.default('-createdAt'),
  Search: z.string().trim().max(200).default(''),
  format: z.enum(['csv', 'xlsx']).default('csv'),
});

/** The name of the header holding the pagination JSON (SPEC §7). */
export const paginationHeader = 'x-pagination';

/** The JSON in the `X-Pagination` header. */
export const paginationSchema = z.object({
  currentPage: z.number().int(),
  pageSize: z.number().int(),
  totalCount: z.number().int(),
  totalPages: z.number().int(),
  hasPrevious: z.boolean(),
  hasNext: z.boolean(),
});
export type Pagination = z.infer<typeof paginationSchema>;

/** One row of the admin users table. */
export const adminUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  company: z.string().nullable(),
  createdAt: z.string(),
  lastSignInAt: z.string().nullable(),
  /** Bytes of the user's measurement files and reports. */
  storageUsed: z.number().int(),
  admin: z.boolean(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUserIdQuerySchema = z.object({ id: z.uuid() });

/** PATCH /api/user/admin/role?id= */
export const adminRoleRequestSchema = z.object({ admin: z.boolean() });
export type AdminRoleRequest = z.infer<typeof adminRoleRequestSchema>;

/** POST /api/user/reset-password?id=: the temporary password, shown once. */
export const resetPasswordAnswerSchema = z.object({ password: z.string().regex(/^\d{6}$/) });

export const auditActions = [
  'promote',
  'demote',
  'resetPassword',
  'exportUsers',
  'uploadContent',
  'editContent',
  'deleteContent',
  'editFaq',
] as const;
export type AuditAction = (typeof auditActions)[number];

/** GET /api/admin/audit-log */
export const auditQuerySchema = z.object({
  action: z.enum(auditActions).optional(),
  Search: z.string().trim().max(200).default(''),
  PageSize: z.coerce.number().int().positive().max(1000).default(100),
  Page: z.coerce.number().int().positive().default(1),
});
export interface AuditQuery {
  action?: AuditAction | undefined;
  Search?: string;
  PageSize?: number;
  Page?: number;
}

export const auditEntrySchema = z.object({
  id: z.string(),
  actorEmail: z.string(),
  action: z.string(),
  targetEmail: z.string().nullable(),
  detail: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
  ip: z.string(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** GET /api/admin/companies and /api/admin/components: a text search and pages. */
export const adminListQuerySchema = z.object({
  Search: z.string().trim().max(200).default(''),
  PageSize: z.coerce.number().int().positive().max(1000).default(50),
  Page: z.coerce.number().int().positive().default(1),
});
export interface AdminListQuery {
  Search?: string;
  PageSize?: number;
  Page?: number;
}

/** One company of the platform, for admins (SPEC §6). */
export const adminCompanySchema = z.object({
  id: z.string(),
  corporateName: z.string(),
  document: z.string(),
  members: z.number().int(),
  createdAt: z.string(),
});
export type AdminCompany = z.infer<typeof adminCompanySchema>;

/** One saved component (SPEC §3) of any user, for admins (SPEC §6). */
export const adminComponentSchema = z.object({
  id: z.string(),
  description: z.string(),
  domain: z.string(),
  ownerEmail: z.string(),
  createdAt: z.string(),
});
export type AdminComponent = z.infer<typeof adminComponentSchema>;
