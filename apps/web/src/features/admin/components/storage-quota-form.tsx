import type { AdminUser } from '@ohp/contracts';
import { Button, Checkbox, Group, NumberInput, Stack, Text } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../../components/ui/app-modal';
import { errorMessage } from '../../../lib/api-client';
import { useSetStorageQuota } from '../api/set-storage-quota';
import { formatBytes } from '../lib/format-bytes';
import { parseQuota, quotaBounds } from '../lib/quota-input';

/** The user's override, when the server's list carries one (null or absent: the default quota). */
const currentQuota = (user: AdminUser) =>
  (user as AdminUser & { storageQuotaMb?: number | null }).storageQuotaMb ?? null;

/** The per-user storage quota override: a number of MB, or the platform default. */
export function StorageQuotaForm({
  user,
  opened,
  onClose,
}: {
  user: AdminUser;
  opened: boolean;
  onClose(): void;
}) {
  const { t, i18n } = useTranslation();
  const save = useSetStorageQuota();
  const initial = currentQuota(user);
  const [useDefault, setUseDefault] = useState(initial === null);
  const [value, setValue] = useState<number | string>(initial ?? '');
  const [error, setError] = useState<string | undefined>();

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = parseQuota(useDefault, value);
    if ('error' in parsed) {
      setError(t(parsed.error, { min: quotaBounds.min, max: quotaBounds.max }));
      return;
    }
    setError(undefined);
    save.mutate(
      { id: user.id, quotaMb: parsed.quotaMb },
      { onSuccess: onClose, onError: (failure) => setError(errorMessage(failure)) },
    );
  }

  return (
    <AppModal
      size="small"
      opened={opened}
      onClose={onClose}
      title={t('admin:quota.title', { email: user.email })}
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text size="sm">
            {t('admin:quota.used', { used: formatBytes(user.storageUsed, i18n.language) })}
          </Text>
          <Checkbox
            label={t('admin:quota.useDefault')}
            checked={useDefault}
            onChange={(event) => setUseDefault(event.currentTarget.checked)}
          />
          <NumberInput
            label={t('admin:quota.label')}
            description={t('admin:quota.help', { max: quotaBounds.max })}
            value={value}
            onChange={setValue}
            disabled={useDefault}
            allowDecimal={false}
            allowNegative={false}
            clampBehavior="none"
            min={quotaBounds.min}
            max={quotaBounds.max}
            error={error}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('admin:reset.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('admin:quota.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </AppModal>
  );
}
