import type { Notification } from '@ohp/contracts';
import {
  ActionIcon,
  Button,
  Drawer,
  Group,
  Indicator,
  Paper,
  Stack,
  Text,
  ThemeIcon,
  Tooltip,
} from '@mantine/core';
import { IconBell, IconBellOff, IconCheck, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useClearNotifications } from '../api/clear-notifications';
import { useDeleteNotification } from '../api/delete-notification';
import { useNotifications } from '../api/get-notifications';
import { enablePushNotifications, onPushReceived, pushSupported } from '../../../lib/web-push';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { notificationKeys } from '../api/query-keys';

/** The header bell with the unread count, and the list: open, mark read, delete one, clear all. */
export function NotificationsBell() {
  const { t, i18n } = useTranslation();
  const [opened, setOpened] = useState(false);
  const navigate = useNavigate();
  const { data } = useNotifications();
  const markRead = useMarkNotificationRead();
  const remove = useDeleteNotification();
  const clear = useClearNotifications();
  const queryClient = useQueryClient();
  const [permission, setPermission] = useState(() => (pushSupported() ? Notification.permission : 'denied'));
  // A push tickle means something new: fetch the list now instead of at the next minute.
  useEffect(
    () => onPushReceived(() => void queryClient.invalidateQueries({ queryKey: notificationKeys.list })),
    [queryClient],
  );
  const unread = data?.unread ?? 0;
  const items = data?.items ?? [];

  const open = (item: Notification) => {
    if (!item.read) markRead.mutate(item.id);
    if (item.link) {
      setOpened(false);
      void navigate(item.link);
    }
  };

  return (
    <>
      <Tooltip label={t('notifications:bell.title')} withinPortal>
        <Indicator label={unread} size={16} disabled={unread === 0} offset={4} color="red">
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={t('notifications:bell.label', { count: unread })}
            onClick={() => setOpened(true)}
          >
            <IconBell size={20} />
          </ActionIcon>
        </Indicator>
      </Tooltip>
      <Drawer
        opened={opened}
        onClose={() => setOpened(false)}
        position="right"
        title={t('notifications:bell.title')}
        closeButtonProps={{ 'aria-label': t('common:actions.close') }}
      >
        {permission === 'default' ? (
          <Button
            variant="light"
            size="xs"
            mb="sm"
            onClick={() => void enablePushNotifications().then(setPermission)}
          >
            {t('notifications:bell.enablePush')}
          </Button>
        ) : null}
        {items.length === 0 ? (
          <Stack align="center" gap="sm" py="xl">
            <ThemeIcon size={48} radius="xl" variant="light" color="gray">
              <IconBellOff size={26} />
            </ThemeIcon>
            <Text fw={600}>{t('notifications:bell.empty')}</Text>
          </Stack>
        ) : (
          <Stack gap="sm">
            <Group justify="flex-end">
              <Button variant="default" size="xs" onClick={() => clear.mutate()} loading={clear.isPending}>
                {t('notifications:bell.clearAll')}
              </Button>
            </Group>
            {items.map((item) => (
              <Paper key={item.id} withBorder p="sm" data-testid="notification" data-read={item.read}>
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <Stack
                    gap={2}
                    style={{ cursor: item.link ? 'pointer' : undefined }}
                    onClick={() => open(item)}
                  >
                    <Text fw={item.read ? 400 : 700}>{item.title}</Text>
                    <Text size="sm">{item.text}</Text>
                    <Text size="xs" c="dimmed">
                      {new Date(item.createdAt).toLocaleString(i18n.language)}
                    </Text>
                  </Stack>
                  <Group gap={2} wrap="nowrap">
                    {item.read ? null : (
                      <ActionIcon
                        variant="subtle"
                        aria-label={t('notifications:bell.markRead')}
                        onClick={() => markRead.mutate(item.id)}
                      >
                        <IconCheck size={16} />
                      </ActionIcon>
                    )}
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('notifications:bell.delete')}
                      onClick={() => remove.mutate(item.id)}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Group>
                </Group>
              </Paper>
            ))}
          </Stack>
        )}
      </Drawer>
    </>
  );
}
