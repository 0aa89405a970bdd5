import { Button, Group, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  type ConfigKind,
  configSchema,
  type DeviceConfig,
  type FieldIssue,
  validateConfig,
} from '@ohp/devices';
import { IconRefresh } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showSuccess, showWarning } from '../../../components/ui/alert-dialog/alert-store';
import { i18next } from '../../../lib/i18n';
import { deviceErrorMessage, showDeviceError } from '../lib/device-errors';
import type { ConnectedDevice } from '../stores/device-store';
import { ConfigField } from './config-field';
import { FormActions } from './form-actions';

export const configKey = (id: string, kind: ConfigKind | 'schedule') =>
  ['device', id, 'config', kind] as const;

function issueMap(issues: readonly FieldIssue[]) {
  const map: Record<string, string> = {};
  for (const issue of issues) map[issue.field] ??= i18next.t(issue.key, issue.values);
  return map;
}

/**
 * A configuration form generated from the field descriptors of one family and kind. Every value is
 * validated (SPEC §5/§9) before anything is sent; a valid form is written, then read back.
 */
export function ConfigForm({ device, kind }: { device: ConnectedDevice; kind: ConfigKind }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const schema = configSchema(device.family, kind) ?? [];
  const query = useQuery({
    queryKey: configKey(device.id, kind),
    queryFn: () => device.session.readConfig(kind),
    staleTime: 0,
    gcTime: 0,
  });
  const [values, setValues] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (query.data) {
      setValues(query.data.values);
      setErrors({});
    }
  }, [query.data]);
  useEffect(() => {
    if (query.error) void showDeviceError(query.error);
  }, [query.error]);

  if (query.isPending) {
    return (
      <Group gap="sm" p="md">
        <Loader size="sm" />
        <Text c="dimmed">{t('devices:screens.config.reading')}</Text>
      </Group>
    );
  }
  if (query.isError) {
    return (
      <Stack gap="sm" align="flex-start" p="md">
        <Text c="red">{deviceErrorMessage(query.error)}</Text>
        <Button variant="light" leftSection={<IconRefresh size={18} />} onClick={() => void query.refetch()}>
          {t('devices:screens.retry')}
        </Button>
      </Stack>
    );
  }
  const config: DeviceConfig = { ...query.data, values };

  const save = async () => {
    const issues = validateConfig(config);
    setErrors(issueMap(issues));
    if (issues.length > 0) return; // Nothing is written (SPEC §5); the messages show under the fields.
    setSaving(true);
    try {
      await device.session.writeConfig(config);
      const back = await device.session.readConfig(kind);
      queryClient.setQueryData(configKey(device.id, kind), back);
      setValues(back.values);
      const same = schema.every((f) => (back.values[f.key] ?? '') === (values[f.key] ?? '').trim());
      if (same) void showSuccess(t('devices:screens.config.saved'));
      else void showWarning(t('devices:screens.config.readBackDiffers'));
    } catch (error) {
      void showDeviceError(error);
    } finally {
      setSaving(false);
    }
  };

  const hasErrors = Object.keys(errors).length > 0;
  return (
    <form
      noValidate
      data-testid={`config-form-${kind}`}
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <Stack gap="lg" p="md">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" verticalSpacing="md">
          {schema.map((field) => (
            <ConfigField
              key={field.key}
              field={field}
              value={values[field.key] ?? ''}
              error={errors[field.key]}
              onChange={(value) => {
                setValues((v) => ({ ...v, [field.key]: value }));
                // The field's message goes when it is edited. Nothing is validated on blur: a message
                // appearing or leaving on blur moves the Save button under the pointer.
                setErrors(({ [field.key]: _, ...rest }) => rest);
              }}
            />
          ))}
        </SimpleGrid>
        <FormActions
          hasErrors={hasErrors}
          saving={saving}
          saveLabel={t('devices:screens.config.save')}
          errorsTestId="config-errors"
          onReload={() => void query.refetch()}
        />
      </Stack>
    </form>
  );
}
