/** Query keys of the notifications feature. */
export const notificationKeys = { list: ['notifications'] as const };
