import { ActionIcon, Button, Group, Table, Tooltip } from '@mantine/core';
import { catalogueEntry, type RegisterEntry } from '@ohp/devices';
import { IconDownload, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { currentDateLocale } from '../../../lib/i18n';
import type { RecordActions } from '../hooks/use-record-actions';
import { fileSize, registerDate, registerHour } from '../lib/format';
import type { ConnectedDevice } from '../stores/device-store';
import { CloudAction } from './cloud-action';
import classes from './device.module.css';

interface Props {
  device: ConnectedDevice;
  list: readonly RegisterEntry[];
  actions: RecordActions;
  cloudAvailable: boolean;
}

/** The record list of SPEC §2: type, date, hour, description, file size and the actions. */
export function RecordsTable({ device, list, actions, cloudAvailable }: Props) {
  const { t } = useTranslation();
  const entry = catalogueEntry(device.identity.deviceType);
  const locale = currentDateLocale();
  const { locked } = actions;
  return (
    <div className={classes.tableWrap}>
      <Table striped highlightOnHover verticalSpacing="sm" horizontalSpacing="md" miw={760}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('devices:screens.records.columns.register')}</Table.Th>
            <Table.Th>{t('devices:screens.records.columns.type')}</Table.Th>
            <Table.Th>{t('devices:screens.records.columns.date')}</Table.Th>
            <Table.Th>{t('devices:screens.records.columns.hour')}</Table.Th>
            <Table.Th>{t('devices:screens.records.columns.description')}</Table.Th>
            <Table.Th>{t('devices:screens.records.columns.fileSize')}</Table.Th>
            <Table.Th ta="right">{t('devices:screens.records.columns.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {list.map((item) => (
            <Table.Tr key={item.register} data-testid="record-row" data-register={item.register}>
              <Table.Td className={classes.mono}>{item.label}</Table.Td>
              <Table.Td>{t(entry.familyLabelKey)}</Table.Td>
              <Table.Td>{registerDate(item.date)}</Table.Td>
              <Table.Td className={classes.mono}>{registerHour(item.date)}</Table.Td>
              <Table.Td>{item.description || '—'}</Table.Td>
              <Table.Td>{fileSize(item.fileSize, locale)}</Table.Td>
              <Table.Td>
                <Group gap={6} justify="flex-end" wrap="nowrap">
                  <Button
                    size="xs"
                    leftSection={<IconDownload size={16} />}
                    disabled={locked}
                    aria-label={t('devices:screens.records.readLabel', { label: item.label })}
                    onClick={() => void actions.read(item)}
                  >
                    {t('devices:screens.records.read')}
                  </Button>
                  <CloudAction
                    item={item}
                    family={device.family}
                    model={device.identity.model}
                    available={cloudAvailable}
                    locked={locked}
                    saving={actions.saving === item.label}
                    onSave={() => void actions.saveToCloud(item)}
                  />
                  <Tooltip label={t('devices:screens.records.deleteOne.button')}>
                    <ActionIcon
                      variant="default"
                      color="red"
                      size="lg"
                      disabled={locked}
                      aria-label={t('devices:screens.records.deleteLabel', { label: item.label })}
                      onClick={() => void actions.remove(item)}
                    >
                      <IconTrash size={18} />
                    </ActionIcon>
                  </Tooltip>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}
