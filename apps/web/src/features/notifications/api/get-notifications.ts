import type { NotificationList } from '@ohp/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { notificationKeys } from './query-keys';

/** GET /api/notifications: mine, newest first, in my language, with the unread count. */
export const getNotifications = (): Promise<NotificationList> =>
  api.get<NotificationList>('/notifications', { skipLoading: true });

/** Refreshed every minute and when the service worker reports a push (see the bell). */
export const notificationsQueryOptions = () =>
  queryOptions({ queryKey: notificationKeys.list, queryFn: getNotifications, refetchInterval: 60_000 });

export const useNotifications = () => useQuery(notificationsQueryOptions());
