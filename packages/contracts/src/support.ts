import { z } from 'zod';
import { deviceFamilies } from './vocabulary.ts';

/**
 * What a support document is: a product manual, a declaration (conformity, calibration…) or a
 * driver (listed on the Help screen). Videos have no category.
 */
export const documentCategories = ['manual', 'declaration', 'driver'] as const;
export type DocumentCategory = (typeof documentCategories)[number];

/** A document (PDF) or video (MP4/WebM) of the support area, in the reader's language. */
export const supportItemSchema = z.object({
  id: z.string(),
  kind: z.enum(['document', 'video']),
  /** The device family it is about; null: every device. */
  family: z.enum(deviceFamilies).nullable(),
  /** A document's category; null for a video. */
  category: z.enum(documentCategories).nullable(),
  title: z.string(),
  description: z.string(),
  mimeType: z.string(),
  size: z.number().int(),
  hasPoster: z.boolean(),
  createdAt: z.string(),
});
export type SupportItem = z.infer<typeof supportItemSchema>;

/** GET /api/documents?device=, GET /api/videos?device=: one family, or every item without it. */
export const supportListQuerySchema = z.object({ device: z.enum(deviceFamilies).optional() });

/** GET /api/documents?device=&category=: and, with category, only documents of that category. */
export const documentListQuerySchema = supportListQuerySchema.extend({
  category: z.enum(documentCategories).optional(),
});
export type DocumentListQuery = z.infer<typeof documentListQuerySchema>;

/** PATCH /api/admin/documents/{id}: an admin changes a document's category. */
export const documentUpdateSchema = z.object({ category: z.enum(documentCategories) });

export const supportIdParamsSchema = z.object({ id: z.uuid() });

const title = z.string().trim().min(1, 'errors:required').max(200, 'errors:invalidValue');
const description = z.string().trim().max(2000, 'errors:invalidValue').default('');

/** The text fields of an admin upload (multipart): titles and descriptions in the three languages. */
export const supportUploadFieldsSchema = z.object({
  family: z.enum(deviceFamilies).optional(),
  /** A document's category (a manual when not given); a video has none and ignores it. */
  category: z.enum(documentCategories).optional(),
  titlePtBR: title,
  titleEn: title,
  titleEs: title,
  descriptionPtBR: description,
  descriptionEn: description,
  descriptionEs: description,
});
export type SupportUploadFields = z.input<typeof supportUploadFieldsSchema>;

/** GET /api/support/links: Store, Training and Blog addresses (null: the menu hides the entry). */
export const supportLinksSchema = z.object({
  store: z.url().nullable(),
  training: z.url().nullable(),
  blog: z.url().nullable(),
});
export type SupportLinks = z.infer<typeof supportLinksSchema>;

/** One question of the Help screen's FAQ. */
export const faqEntrySchema = z.object({
  question: z.string().trim().min(1, 'errors:required').max(300, 'errors:invalidValue'),
  answer: z.string().trim().min(1, 'errors:required').max(4000, 'errors:invalidValue'),
});
export type FaqEntry = z.infer<typeof faqEntrySchema>;

/** The FAQ in each language, as admins edit it (PUT/GET /api/admin/support/faq). */
export const faqSchema = z.object({
  'pt-BR': z.array(faqEntrySchema).max(50),
  en: z.array(faqEntrySchema).max(50),
  es: z.array(faqEntrySchema).max(50),
});
export type Faq = z.infer<typeof faqSchema>;
