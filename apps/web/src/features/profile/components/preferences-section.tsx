import {
  Group,
  SegmentedControl,
  Select,
  Stack,
  Switch,
  Text,
  useComputedColorScheme,
  useMantineColorScheme,
} from '@mantine/core';
import type { UpdateProfileRequest, User } from '@ohp/contracts';
import { isLanguage, languages } from '@ohp/i18n';
import { IconAdjustmentsHorizontal, IconCheck } from '@tabler/icons-react';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { showError } from '../../../components/ui/alert-dialog/alert-store';
import { storageKeys } from '../../../config/storage-keys';
import { errorMessage } from '../../../lib/api-client';
import { currentLanguage, setLanguage } from '../../../lib/i18n';
import { writeStored } from '../../../lib/storage';
import { useUpdateUser } from '../api/update-user';
import { SectionCard } from './section-card';
import classes from './profile.module.css';

function Preference({ label, hint, children }: { label: string; hint?: string; children: ReactNode }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="md" className={classes.preference}>
      <div>
        <Text size="sm" fw={600}>
          {label}
        </Text>
        {hint ? (
          <Text size="xs" c="dimmed">
            {hint}
          </Text>
        ) : null}
      </div>
      {children}
    </Group>
  );
}

/**
 * Temperature unit, dark mode, newsletter and language. Each change is saved at once to the server
 * (POST /api/user/update); theme and language also apply at once here and are kept in local storage,
 * the temperature unit too (under its storage key, for the reports).
 */
export function PreferencesSection({ user }: { user: User }) {
  const { t } = useTranslation();
  const update = useUpdateUser();
  const { setColorScheme } = useMantineColorScheme();
  const scheme = useComputedColorScheme('dark', { getInitialValueInEffect: false });
  const language = currentLanguage();

  useEffect(() => writeStored(storageKeys.temperatureUnit, user.temperatureUnit), [user.temperatureUnit]);

  // While a change is being saved, show it already (the server's answer then replaces the user).
  const pending = update.isPending ? update.variables : undefined;
  const unit = pending?.temperatureUnit ?? user.temperatureUnit;
  const newsletter = pending?.newsletter ?? user.newsletter;

  const save = (changes: UpdateProfileRequest) =>
    update.mutate(changes, { onError: (error) => void showError(errorMessage(error)) });

  const saved =
    update.isSuccess && !update.isPending ? (
      <Group gap={4} c="teal" wrap="nowrap" data-testid="preferences-saved">
        <IconCheck size={16} />
        <Text size="xs" c="inherit">
          {t('auth:profile.preferences.saved')}
        </Text>
      </Group>
    ) : null;

  return (
    <SectionCard
      title={t('auth:profile.preferences.title')}
      description={t('auth:profile.preferences.description')}
      icon={<IconAdjustmentsHorizontal size={20} stroke={1.6} />}
      aside={saved}
      testId="profile-preferences"
    >
      <Stack gap={0}>
        <Preference label={t('auth:profile.preferences.temperatureUnit')}>
          <SegmentedControl
            aria-label={t('auth:profile.preferences.temperatureUnit')}
            value={unit}
            onChange={(value) => {
              if (value === 'C' || value === 'F') save({ temperatureUnit: value });
            }}
            data={[
              { value: 'C', label: t('auth:profile.preferences.celsius') },
              { value: 'F', label: t('auth:profile.preferences.fahrenheit') },
            ]}
          />
        </Preference>
        <Preference
          label={t('auth:profile.preferences.darkMode')}
          // The hint describes the switch's current state, so it never reads against it.
          hint={t(
            scheme === 'dark'
              ? 'auth:profile.preferences.darkModeHintOn'
              : 'auth:profile.preferences.darkModeHintOff',
          )}
        >
          <Switch
            aria-label={t('auth:profile.preferences.darkMode')}
            data-testid="profile-dark-mode"
            checked={scheme === 'dark'}
            onChange={(event) => {
              const dark = event.currentTarget.checked;
              setColorScheme(dark ? 'dark' : 'light');
              save({ darkMode: dark });
            }}
            size="md"
          />
        </Preference>
        <Preference label={t('auth:profile.preferences.language')}>
          <Select
            aria-label={t('auth:profile.preferences.language')}
            data-testid="profile-language"
            w={190}
            allowDeselect={false}
            value={language}
            data={languages.map((value) => ({ value, label: t(`common:language.names.${value}`) }))}
            onChange={(value) => {
              if (!isLanguage(value) || value === language) return;
              void setLanguage(value);
              save({ language: value });
            }}
          />
        </Preference>
        <Preference label={t('auth:profile.preferences.newsletter')}>
          <Switch
            aria-label={t('auth:profile.preferences.newsletter')}
            checked={newsletter}
            onChange={(event) => save({ newsletter: event.currentTarget.checked })}
            size="md"
          />
        </Preference>
      </Stack>
    </SectionCard>
  );
}
