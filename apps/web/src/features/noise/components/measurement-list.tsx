import {
  ActionIcon,
  Button,
  Group,
  Loader,
  Modal,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  ThemeIcon,
  Title,
  Tooltip,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { loadNoiseFile } from '@ohp/devices';
import { formatDateTime } from '@ohp/i18n';
import { IconFileUpload, IconFolderOpen, IconPencil, IconSearch, IconTrash } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { showAlert, showError } from '../../../components/ui/alert-dialog/alert-store';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import {
  deleteMeasurement,
  type Measurement,
  measurementKeys,
  type MeasurementSort,
  measurementsQuery,
  updateMeasurement,
} from '../api/measurements';
import { escapeHtml } from '../lib/escape-html';
import { type DosimeterListDevice, listDeviceFamily, listDeviceOf, noiseFamilyOf } from '../lib/family';
import { NEW_MEASUREMENT_ID, pendingFileStore } from '../stores/pending-file-store';
import classes from './noise.module.css';

// /measurements-list/dosimetro-v1 and /dosimetro-v2: the user's saved dosimeter measurements —
// search, sort, open, rename, delete — and "Open file" to view (and then save) a new one.

const titles: Record<DosimeterListDevice, string> = {
  'dosimetro-v1': 'DoseMax / DosePro',
  'dosimetro-v2': 'DoseMax V2',
};

export function viewerHref(device: DosimeterListDevice, id: string): string {
  return device === 'dosimetro-v2'
    ? paths.app.measurementDosimeterV2.getHref(id)
    : paths.app.measurementDosimeterV1.getHref(id);
}

export function MeasurementList({ device }: { device: DosimeterListDevice }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const [sort, setSort] = useState<MeasurementSort>('-createdAt');
  const [renaming, setRenaming] = useState<Measurement | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const family = listDeviceFamily[device];
  const list = useQuery(measurementsQuery({ family, search: debounced, sort }));

  const openFile = async (file: File | undefined) => {
    if (!file) return;
    try {
      const text = await file.text();
      const parsed = loadNoiseFile(text);
      if (!parsed.ok) {
        void showError(escapeHtml(t(parsed.reason.key, parsed.reason.values)));
        return;
      }
      pendingFileStore.set({ fileName: file.name, text, file: parsed.data });
      void navigate(viewerHref(listDeviceOf(noiseFamilyOf(parsed.data)), NEW_MEASUREMENT_ID));
    } finally {
      if (input.current) input.current.value = '';
    }
  };

  const remove = async (m: Measurement) => {
    const index = await showAlert({
      title: t('noise:viewer.list.deleteTitle'),
      text: escapeHtml(t('noise:viewer.list.deleteText', { description: m.description })),
      icon: 'warning',
      buttons: [
        { label: t('common:actions.cancel') },
        { label: t('noise:viewer.list.delete'), variant: 'danger' },
      ],
    });
    if (index !== 1) return;
    try {
      await deleteMeasurement(m.id);
      await queryClient.invalidateQueries({ queryKey: measurementKeys.all });
    } catch (error) {
      void showError(escapeHtml(errorMessage(error)));
    }
  };

  const rows = list.data ?? [];
  return (
    <Stack gap="lg" className={classes.page} data-testid="measurement-list" data-device={device}>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Text className={classes.overline}>{t('noise:viewer.list.overline')}</Text>
          <Title order={1} className={classes.title}>
            {t('app:screens.measurementsList.title', { device: titles[device] })}
          </Title>
        </div>
        <Button
          leftSection={<IconFileUpload size={18} />}
          onClick={() => input.current?.click()}
          data-testid="open-file"
        >
          {t('noise:viewer.list.openFile')}
        </Button>
        <input
          ref={input}
          type="file"
          hidden
          accept=".txt,.csv,.dat,text/plain,text/csv"
          data-testid="open-file-input"
          onChange={(e) => void openFile(e.currentTarget.files?.[0])}
        />
      </Group>
      <Group gap="sm" wrap="wrap">
        <TextInput
          leftSection={<IconSearch size={16} />}
          placeholder={t('noise:viewer.list.search')}
          aria-label={t('noise:viewer.list.search')}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          style={{ flex: '1 1 16rem' }}
          data-testid="list-search"
        />
        <Select
          aria-label={t('noise:viewer.list.sort')}
          value={sort}
          onChange={(v) => setSort((v ?? '-createdAt') as MeasurementSort)}
          allowDeselect={false}
          w={220}
          data-testid="list-sort"
          data={(['-createdAt', 'createdAt', 'description', '-description'] as const).map((value) => ({
            value,
            label: t(`noise:viewer.list.sorts.${value}`),
          }))}
        />
      </Group>
      <Paper p="md" radius="lg" className={classes.card}>
        {list.isPending ? (
          <Stack align="center" p="lg">
            <Loader />
          </Stack>
        ) : list.isError ? (
          <Text c="red" role="alert">
            {errorMessage(list.error)}
          </Text>
        ) : rows.length === 0 ? (
          <Stack align="center" gap="xs" p="xl" data-testid="list-empty">
            <ThemeIcon size={48} radius="xl" variant="light" color="gray">
              <IconFolderOpen size={26} stroke={1.5} />
            </ThemeIcon>
            <Text fw={600}>{debounced ? t('common:nothingFound') : t('noise:viewer.list.empty')}</Text>
            {debounced ? null : (
              <Text size="sm" c="dimmed" ta="center">
                {t('noise:viewer.list.emptyHint')}
              </Text>
            )}
          </Stack>
        ) : (
          <div className={classes.tableWrap}>
            <Table verticalSpacing="xs" highlightOnHover data-testid="list-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('noise:viewer.list.description')}</Table.Th>
                  <Table.Th>{t('noise:viewer.list.file')}</Table.Th>
                  <Table.Th>{t('noise:viewer.list.serial')}</Table.Th>
                  <Table.Th>{t('noise:viewer.list.size')}</Table.Th>
                  <Table.Th>{t('noise:viewer.list.created')}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((m) => (
                  <Table.Tr key={m.id} data-testid="list-row">
                    <Table.Td>
                      <Link to={viewerHref(device, m.id)} data-testid="list-open">
                        {m.description}
                      </Link>
                    </Table.Td>
                    <Table.Td>{m.fileName}</Table.Td>
                    <Table.Td className={classes.mono}>{m.serialNumber ?? '-'}</Table.Td>
                    <Table.Td className={classes.mono}>{Math.max(1, Math.round(m.size / 1024))} KiB</Table.Td>
                    <Table.Td className={classes.mono}>{formatDateTime(new Date(m.createdAt))}</Table.Td>
                    <Table.Td>
                      <Group gap={4} wrap="nowrap" justify="flex-end">
                        <Tooltip label={t('noise:viewer.list.rename')}>
                          <ActionIcon
                            variant="subtle"
                            aria-label={t('noise:viewer.list.rename')}
                            onClick={() => setRenaming(m)}
                          >
                            <IconPencil size={16} />
                          </ActionIcon>
                        </Tooltip>
                        <Tooltip label={t('noise:viewer.list.delete')}>
                          <ActionIcon
                            variant="subtle"
                            color="red"
                            aria-label={t('noise:viewer.list.delete')}
                            onClick={() => void remove(m)}
                          >
                            <IconTrash size={16} />
                          </ActionIcon>
                        </Tooltip>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </div>
        )}
      </Paper>
      <RenameModal measurement={renaming} onClose={() => setRenaming(null)} />
    </Stack>
  );
}

function RenameModal({ measurement, onClose }: { measurement: Measurement | null; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();
  const [lastId, setLastId] = useState<string | null>(null);
  if (measurement && measurement.id !== lastId) {
    setLastId(measurement.id);
    setValue(measurement.description);
    setError(undefined);
  }
  const submit = async () => {
    if (!measurement) return;
    const text = value.trim();
    if (text === '') return setError(t('errors:required'));
    if (text.length > 140) return setError(t('errors:maxLength', { max: 140 }));
    try {
      await updateMeasurement(measurement.id, { description: text });
      await queryClient.invalidateQueries({ queryKey: measurementKeys.all });
      setLastId(null);
      onClose();
    } catch (e) {
      setError(errorMessage(e));
    }
  };
  return (
    <Modal
      opened={measurement !== null}
      onClose={() => {
        setLastId(null);
        onClose();
      }}
      title={t('noise:viewer.list.renameTitle')}
      centered
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <TextInput
          label={t('noise:viewer.list.description')}
          value={value}
          onChange={(e) => {
            setValue(e.currentTarget.value);
            setError(undefined);
          }}
          error={error}
          maxLength={140}
          data-autofocus
          data-testid="rename-input"
        />
        <Group justify="flex-end" mt="md">
          <Button type="submit" data-testid="rename-save">
            {t('noise:viewer.list.renameSave')}
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
