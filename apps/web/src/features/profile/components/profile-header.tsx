import { Avatar, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { User } from '@ohp/contracts';
import { useTranslation } from 'react-i18next';
import { currentDateLocale } from '../../../lib/i18n';
import { useUserImage } from '../api/user-image';
import { useObjectUrl } from '../../../lib/account-image';
import classes from './profile.module.css';

function initials(user: User): string {
  return `${user.name.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase() || '?';
}

/** Who is signed in: photo (or initials), name, e-mail, since when. */
export function ProfileHeader({ user }: { user: User }) {
  const { t } = useTranslation();
  const photo = useUserImage('photo', user.hasPhoto);
  const url = useObjectUrl(user.hasPhoto ? photo.data : undefined);
  const since = new Date(user.createdAt);
  return (
    <Paper p="lg" radius="lg" className={classes.hero} data-testid="profile-header">
      <Group gap="lg" wrap="nowrap">
        <Avatar src={url ?? null} size={72} radius={999} color="brand" variant="filled" alt="">
          {initials(user)}
        </Avatar>
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Group gap="xs">
            <Title order={2} size="h3" c="inherit" data-testid="profile-name">
              {`${user.name} ${user.lastName}`}
            </Title>
            {user.role === 'admin' ? (
              <Badge color="yellow" variant="light">
                {t('auth:profile.admin')}
              </Badge>
            ) : null}
          </Group>
          <Text className={classes.heroMuted} truncate>
            {user.email}
          </Text>
          {Number.isNaN(since.getTime()) ? null : (
            <Text size="xs" className={classes.heroMuted}>
              {t('auth:profile.memberSince', {
                date: since.toLocaleDateString(currentDateLocale(), { dateStyle: 'long' }),
              })}
            </Text>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}
