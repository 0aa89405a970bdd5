import { z } from 'zod';
import { emailField } from './fields.ts';
import { deviceFamilies, measurementDomains } from './vocabulary.ts';

/**
 * The cloud archive (SPEC §1, §3 "Folder and file", §6, §7): one tree of folders and files per
 * owner. Saved measurements, components and reports are files of this tree (`resource` says which
 * row a file stands for), so lists, the archive and sharing all see the same thing.
 */

/** SPEC §3 permission bits: 1 = view (see, download), 2 = include (add under it). */
export const archivePermissionBits = { view: 1, include: 2 } as const;
export const archivePermissionAll = archivePermissionBits.view | archivePermissionBits.include;
export type ArchivePermissionBit = (typeof archivePermissionBits)[keyof typeof archivePermissionBits];

/** SPEC §6: a permission is held when the bit of the requested value is set in the entry. */
export function hasArchivePermission(value: number, bit: ArchivePermissionBit): boolean {
  return (value & bit) === bit;
}

export const archiveNameMax = 120;

/** Translation keys of the archive's own refusals. */
export const archiveMessageKeys = {
  nameInvalid: 'archive:errors.nameInvalid',
  nameTaken: 'archive:errors.nameTaken',
  moveIntoItself: 'archive:errors.moveIntoItself',
  quotaExceeded: 'archive:errors.quotaExceeded',
  /** SPEC §5: sharing needs a group or user and at least one permission. */
  shareNeedsTarget: 'archive:errors.shareNeedsTarget',
  shareNeedsPermission: 'archive:errors.shareNeedsPermission',
  notFound: 'archive:errors.notFound',
  /** Rename, move, delete and share are the owner's (a user who sees the entry gets 403). */
  ownerOnly: 'archive:errors.ownerOnly',
  /** Adding under a folder seen without the include bit. */
  noInclude: 'archive:errors.noInclude',
  notAFolder: 'archive:errors.notAFolder',
  userNotFound: 'archive:errors.userNotFound',
  groupNotFound: 'archive:errors.groupNotFound',
  shareWithSelf: 'archive:errors.shareWithSelf',
} as const;

/** A folder or file name: trimmed, 1–120 characters, no `/`, `\`, no `.`/`..`, no control characters. */
export const archiveNameField = z
  .string()
  .trim()
  .min(1, archiveMessageKeys.nameInvalid)
  .max(archiveNameMax, archiveMessageKeys.nameInvalid)
  .refine(
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
    (name) => !/[/\\\u0000-\u001f\u007f]/.test(name) && name !== '.' && name !== '..',
    archiveMessageKeys.nameInvalid,
  );

export const archiveEntryKinds = ['folder', 'file'] as const;
export type ArchiveEntryKind = (typeof archiveEntryKinds)[number];

/** The kinds of saved rows a file of the archive can stand for. */
export const archiveResourceTypes = ['measurement', 'component', 'report', 'co2pro'] as const;
export type ArchiveResourceType = (typeof archiveResourceTypes)[number];

export const archiveResourceSchema = z.object({
  type: z.enum(archiveResourceTypes),
  id: z.uuid(),
  domain: z.enum(measurementDomains).nullable(),
  family: z.enum(deviceFamilies).nullable(),
});
export type ArchiveResource = z.infer<typeof archiveResourceSchema>;

export const archiveEntrySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  kind: z.enum(archiveEntryKinds),
  parentId: z.uuid().nullable(),
  /** Bytes of a file; for a folder, the bytes of everything under it. */
  size: z.number().int(),
  ownerId: z.uuid(),
  contentType: z.string().nullable(),
  /** The saved measurement, component, report or CO2Pro measurement a file stands for. */
  resource: archiveResourceSchema.nullable(),
  /** The caller's bits on this entry (3 for the owner). */
  permission: z.number().int().min(0).max(3),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ArchiveEntry = z.infer<typeof archiveEntrySchema>;

export const archiveSorts = ['name', '-name', 'updatedAt', '-updatedAt', 'size', '-size'] as const;
export type ArchiveSort = (typeof archiveSorts)[number];

/** GET /api/archive?parentId= — no parentId lists the caller's root. */
export const archiveListQuerySchema = z.object({
  parentId: z.uuid().optional(),
  sort: z.enum(archiveSorts).default('name'),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(500).default(100),
});
export type ArchiveListQuery = z.input<typeof archiveListQuerySchema>;

export const archiveBreadcrumbSchema = z.object({ id: z.uuid(), name: z.string() });

export const archiveListSchema = z.object({
  /** From the root (or the top shared entry) down to the listed folder, empty at the root. */
  breadcrumbs: z.array(archiveBreadcrumbSchema),
  /** The caller's bits on the listed folder (3 at the own root). */
  permission: z.number().int().min(0).max(3),
  items: z.array(archiveEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ArchiveList = z.infer<typeof archiveListSchema>;

/** GET /api/archive/search?q= */
export const archiveSearchQuerySchema = z.object({
  q: z.string().trim().min(1).max(archiveNameMax),
  sort: z.enum(archiveSorts).default('name'),
});

/** POST /api/archive/folders */
export const archiveFolderCreateSchema = z.object({
  name: archiveNameField,
  parentId: z.uuid().optional(),
});
export type ArchiveFolderCreate = z.input<typeof archiveFolderCreateSchema>;

/** PATCH /api/archive/{id}: rename and/or move (`parentId: null` moves to the root). */
export const archiveEntryPatchSchema = z
  .object({
    name: archiveNameField.optional(),
    parentId: z.uuid().nullable().optional(),
  })
  .refine((p) => p.name !== undefined || p.parentId !== undefined, archiveMessageKeys.nameInvalid);
export type ArchiveEntryPatch = z.input<typeof archiveEntryPatchSchema>;

export const archiveIdParamsSchema = z.object({ id: z.uuid() });
export const archiveShareParamsSchema = z.object({ id: z.uuid(), shareId: z.uuid() });

/** POST /api/archive/{id}/shares: exactly one of e-mail or group, and a value of 1, 2 or 3. */
export const archiveShareCreateSchema = z
  .object({
    email: emailField.optional(),
    groupId: z.uuid().optional(),
    value: z
      .number()
      .int()
      .min(1, archiveMessageKeys.shareNeedsPermission)
      .max(archivePermissionAll, archiveMessageKeys.shareNeedsPermission),
  })
  .refine((s) => (s.email === undefined) !== (s.groupId === undefined), {
    message: archiveMessageKeys.shareNeedsTarget,
    path: ['email'],
  });
export type ArchiveShareCreate = z.input<typeof archiveShareCreateSchema>;

export const archiveShareSchema = z.object({
  id: z.uuid(),
  archiveId: z.uuid(),
  userId: z.uuid().nullable(),
  groupId: z.uuid().nullable(),
  /** Who it is shared with, for display: the user's e-mail or the group's description. */
  label: z.string(),
  value: z.number().int().min(1).max(3),
  createdAt: z.string(),
});
export type ArchiveShare = z.infer<typeof archiveShareSchema>;

/** GET /api/user/get-permission: SPEC §7 entries, one per entry shared with the caller. */
export const archivePermissionEntrySchema = z.object({
  archiveId: z.uuid(),
  value: z.number().int(),
});
export type ArchivePermissionEntry = z.infer<typeof archivePermissionEntrySchema>;

/** GET /api/home/dashboard: every figure of the home screen in one answer. */
export const homeDashboardSchema = z.object({
  storage: z.object({ usedBytes: z.number().int(), quotaBytes: z.number().int() }),
  devices: z.object({
    registered: z.number().int(),
    certificatesDue: z.number().int(),
    certificatesOverdue: z.number().int(),
  }),
  files: z.object({ files: z.number().int(), folders: z.number().int(), sharedWithMe: z.number().int() }),
  measurements: z.array(
    z.object({
      domain: z.enum(measurementDomains),
      family: z.enum(deviceFamilies).nullable(),
      count: z.number().int(),
    }),
  ),
  components: z.array(z.object({ domain: z.string(), count: z.number().int() })),
  reports: z.number().int(),
  recent: z.array(archiveEntrySchema).max(10),
});
export type HomeDashboard = z.infer<typeof homeDashboardSchema>;

export const salesCardThemes = ['light', 'dark'] as const;
export const salesCardParamsSchema = z.object({ theme: z.enum(salesCardThemes) });

/** PUT /api/admin/users/{id}/storage-quota: an admin's per-user override (null: the default). */
export const adminStorageQuotaSchema = z.object({
  quotaMb: z.number().int().min(1).max(1_048_576).nullable(),
});
export type AdminStorageQuota = z.infer<typeof adminStorageQuotaSchema>;
