import { ActionIcon, Button, Drawer, Group, Stack, Text, ThemeIcon, Tooltip } from '@mantine/core';
import { IconBell, IconBellOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Header bell and the notifications drawer. The list itself comes with the notifications issue. */
export function NotificationsButton() {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Tooltip label={t('app:notifications.title')} withinPortal>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={t('app:notifications.title')}
          onClick={() => setOpened(true)}
        >
          <IconBell size={20} />
        </ActionIcon>
      </Tooltip>
      <Drawer
        opened={opened}
        onClose={() => setOpened(false)}
        position="right"
        title={t('app:notifications.title')}
        closeButtonProps={{ 'aria-label': t('common:actions.close') }}
      >
        <Stack align="center" gap="sm" py="xl">
          <ThemeIcon size={48} radius="xl" variant="light" color="gray">
            <IconBellOff size={26} />
          </ThemeIcon>
          <Text fw={600}>{t('app:notifications.empty')}</Text>
          <Text size="sm" c="dimmed" ta="center">
            {t('app:notifications.pending')}
          </Text>
          <Group>
            <Button variant="default" disabled>
              {t('app:notifications.clearAll')}
            </Button>
          </Group>
        </Stack>
      </Drawer>
    </>
  );
}
