import { z } from 'zod';

export const notificationKinds = [
  'passwordReset',
  'companyInvitation',
  'certificateDue',
  'certificateOverdue',
  'archiveShared',
  'reportReady',
] as const;
export type NotificationKind = (typeof notificationKinds)[number];

/** A notification as its reader sees it: title and text rendered in the request's language. */
export const notificationSchema = z.object({
  id: z.string(),
  kind: z.string(),
  title: z.string(),
  text: z.string(),
  link: z.string().nullable(),
  createdAt: z.string(),
  read: z.boolean(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListSchema = z.object({
  items: z.array(notificationSchema),
  unread: z.number().int(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

export const notificationIdParamsSchema = z.object({ id: z.uuid() });
