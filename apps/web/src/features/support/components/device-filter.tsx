import { familyDisplayName } from '@ohp/devices';
import { type DeviceFamily, deviceFamilies } from '@ohp/contracts';
import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The device filter of the support lists (every device when cleared). */
export function DeviceFilter({
  value,
  onChange,
}: {
  value: DeviceFamily | undefined;
  onChange: (family: DeviceFamily | undefined) => void;
}) {
  const { t } = useTranslation();
  return (
    <Select
      label={t('admin:support.device')}
      placeholder={t('admin:support.allDevices')}
      clearable
      data={deviceFamilies.map((family) => ({ value: family, label: familyDisplayName(family) }))}
      value={value ?? null}
      onChange={(next) => onChange((next as DeviceFamily | null) ?? undefined)}
      maw={280}
    />
  );
}
