import { Button, Grid, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client';
import { useUser } from '../api/get-user';
import { DeleteAccount } from './delete-account';
import { ImagesSection } from './images-section';
import { PasswordForm } from './password-form';
import { PersonalDataForm } from './personal-data-form';
import { PreferencesSection } from './preferences-section';
import { ProfileHeader } from './profile-header';
import classes from './profile.module.css';

/** /profile: data, photo and company logo, preferences, password change, delete account (SPEC §2). */
export function ProfilePage() {
  const { t } = useTranslation();
  const user = useUser();
  return (
    <Stack gap="lg" className={classes.page} data-testid="profile-page">
      <div>
        <Title order={1} className={classes.title}>
          {t('auth:profile.title')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('auth:profile.subtitle')}
        </Text>
      </div>
      {user.data ? (
        <>
          <ProfileHeader user={user.data} />
          <Grid gap="lg" align="flex-start">
            <Grid.Col span={{ base: 12, lg: 7 }}>
              <Stack gap="lg">
                <PersonalDataForm user={user.data} />
                <PasswordForm />
                <DeleteAccount />
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, lg: 5 }}>
              <Stack gap="lg">
                <ImagesSection user={user.data} />
                <PreferencesSection user={user.data} />
              </Stack>
            </Grid.Col>
          </Grid>
        </>
      ) : user.isError ? (
        <Paper p="lg" radius="lg" className={classes.card}>
          <Stack align="flex-start" gap="sm">
            <Text>{errorMessage(user.error)}</Text>
            <Button
              variant="light"
              leftSection={<IconRefresh size={18} />}
              onClick={() => void user.refetch()}
            >
              {t('auth:profile.retry')}
            </Button>
          </Stack>
        </Paper>
      ) : (
        <Loader aria-label={t('common:loading')} />
      )}
    </Stack>
  );
}
