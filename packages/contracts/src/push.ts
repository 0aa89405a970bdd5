import { z } from 'zod';
import { textLimits } from './limits.ts';

/** A browser's PushSubscription.toJSON(). */
export const pushSubscriptionSchema = z.object({
  // http(s) only here; which hosts the server will push to is its own rule (server push-endpoint.ts).
  endpoint: z.url({ protocol: /^https?$/ }).max(textLimits.url * 4),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({ p256dh: z.string().min(1).max(200), auth: z.string().min(1).max(100) }),
});
export type PushSubscription = z.infer<typeof pushSubscriptionSchema>;

/** POST /api/push-notification/register: without a subscription nothing is stored. */
export const pushRegisterRequestSchema = z.object({ subscription: pushSubscriptionSchema.optional() });
export type PushRegisterRequest = z.input<typeof pushRegisterRequestSchema>;
