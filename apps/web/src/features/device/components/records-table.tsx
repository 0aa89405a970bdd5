import type { MeasurementDomain } from '@ohp/contracts';
import { ActionIcon, Button, Group, Table, Tooltip } from '@mantine/core';
import { catalogueEntry, type RegisterEntry, familyLabelText } from '@ohp/devices';
import { IconDownload, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { currentDateLocale } from '../../../lib/i18n';
import type { RecordActions } from '../hooks/use-record-actions';
import { formatFileSize } from '../../../lib/format-number';
import { registerDate, registerHour } from '../lib/format';
import type { ConnectedDevice } from '../stores/device-store';
import { CloudAction } from './cloud-action';
import classes from './device.module.css';

interface Props {
  device: ConnectedDevice;
  list: readonly RegisterEntry[];
  actions: RecordActions;
  cloudAvailable: boolean;
  cloudDomains: readonly MeasurementDomain[];
}

/** The record list of SPEC §2: type, date, hour, description, file size and the actions. */
export function RecordsTable({ device, list, actions, cloudAvailable, cloudDomains }: Props) {
  const { t, i18n } = useTranslation();
  const entry = catalogueEntry(device.identity.deviceType);
  const locale = currentDateLocale();
  const { locked } = actions;
  const col = (key: string) => t(`devices:screens.records.columns.${key}`);
  return (
    <div className={classes.tableWrap}>
      <Table
        striped
        highlightOnHover
        verticalSpacing="sm"
        horizontalSpacing="md"
        className={classes.recordsTable}
      >
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
            // data-label: the column's name beside each value when a phone stacks the row.
            <Table.Tr key={item.register} data-testid="record-row" data-register={item.register}>
              <Table.Td className={classes.mono} data-label={col('register')}>
                {item.label}
              </Table.Td>
              <Table.Td data-label={col('type')}>{familyLabelText(entry.family, i18n.language)}</Table.Td>
              <Table.Td data-label={col('date')}>{registerDate(item.date)}</Table.Td>
              <Table.Td className={classes.mono} data-label={col('hour')}>
                {registerHour(item.date)}
              </Table.Td>
              <Table.Td data-label={col('description')}>{item.description || '—'}</Table.Td>
              <Table.Td data-label={col('fileSize')}>{formatFileSize(locale, item.fileSize)}</Table.Td>
              <Table.Td data-testid="record-actions">
                <Group gap={6} justify="flex-end" wrap="nowrap" w="100%">
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
                    domains={cloudDomains}
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
