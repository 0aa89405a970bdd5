import type { MeasurementDomain } from '@ohp/contracts';
import { ActionIcon, Tooltip } from '@mantine/core';
import type { DeviceFamily, RegisterEntry } from '@ohp/devices';
import { IconCloudUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { canSaveToCloud } from '../lib/cloud-save';

interface Props {
  item: RegisterEntry;
  family: DeviceFamily;
  /** Model name, for the tooltip of the families that cannot save yet. */
  model: string;
  /** Saving is wired for this screen (the app layer gave a save function). */
  available: boolean;
  /** The domains a saved record can be opened in. */
  domains: readonly MeasurementDomain[];
  locked: boolean;
  saving: boolean;
  onSave: () => void;
}

/**
 * The record's cloud action (SPEC §2 "Selected device screen"). Dosimeter records are saved as
 * measurements; the other families get saving with their viewers, and the tooltip says so.
 */
export function CloudAction({ item, family, model, available, domains, locked, saving, onSave }: Props) {
  const { t } = useTranslation();
  if (!available || !canSaveToCloud(family, domains)) {
    const reason = available
      ? t('devices:screens.records.cloud.laterForFamily', { model })
      : t('devices:screens.records.cloudSoon');
    return (
      <Tooltip label={reason} multiline maw={280}>
        <span data-testid="cloud-unavailable">
          <ActionIcon variant="default" size="lg" disabled aria-label={reason}>
            <IconCloudUpload size={18} />
          </ActionIcon>
        </span>
      </Tooltip>
    );
  }
  const label = t('devices:screens.records.cloud.saveLabel', { label: item.label });
  return (
    <Tooltip label={t('devices:screens.records.cloud.save')}>
      <ActionIcon
        variant="default"
        size="lg"
        disabled={locked}
        loading={saving}
        aria-label={label}
        onClick={onSave}
      >
        <IconCloudUpload size={18} />
      </ActionIcon>
    </Tooltip>
  );
}
