import { Button, Group, PasswordInput, SimpleGrid, Text } from '@mantine/core';
import { textLimits } from '@ohp/contracts';
import { IconKey, IconLock } from '@tabler/icons-react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { showError, showSuccess } from '../../../components/ui/alert-dialog/alert-store';
import { errorMessage } from '../../../lib/api-client';
import { useUpdatePassword } from '../api/update-password';
import { useFormState } from '../hooks/use-form-state';
import { type PasswordChange, validatePasswordChange } from '../lib/validation';
import { SectionCard } from './section-card';

const empty: PasswordChange = { password: '', newPassword: '', confirmation: '' };

/** Current password + new one + confirmation (SPEC §5): POST /api/user/update-password. */
export function PasswordForm() {
  const { t } = useTranslation();
  const change = useUpdatePassword();
  const form = useFormState<PasswordChange>(empty, validatePasswordChange);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.check()) return;
    change.mutate(
      { password: form.values.password, newPassword: form.values.newPassword },
      {
        onSuccess: () => {
          form.reset(empty);
          void showSuccess(t('auth:profile.password.done'));
        },
        onError: (error) => void showError(errorMessage(error)),
      },
    );
  };

  return (
    <SectionCard
      title={t('auth:profile.password.title')}
      description={t('auth:profile.password.description')}
      icon={<IconKey size={20} stroke={1.6} />}
      testId="profile-password"
    >
      <form onSubmit={onSubmit} noValidate aria-label={t('auth:profile.password.title')}>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <PasswordInput
            label={t('auth:profile.password.current')}
            autoComplete="current-password"
            maxLength={textLimits.password}
            leftSection={<IconLock size={16} stroke={1.6} />}
            withAsterisk
            {...form.field('password')}
          />
          <PasswordInput
            label={t('auth:profile.password.new')}
            autoComplete="new-password"
            maxLength={textLimits.password}
            withAsterisk
            {...form.field('newPassword')}
          />
          <PasswordInput
            label={t('auth:profile.password.confirmation')}
            autoComplete="new-password"
            maxLength={textLimits.password}
            withAsterisk
            {...form.field('confirmation')}
          />
        </SimpleGrid>
        <Group justify="space-between" mt="md" gap="sm">
          <Text size="xs" c="dimmed">
            {t('auth:profile.password.hint')}
          </Text>
          <Button type="submit" loading={change.isPending} leftSection={<IconKey size={18} stroke={1.6} />}>
            {t('auth:profile.password.submit')}
          </Button>
        </Group>
      </form>
    </SectionCard>
  );
}
