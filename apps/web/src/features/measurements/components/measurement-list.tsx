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
import type {
  Measurement,
  MeasurementDomain,
  MeasurementFamilyFilter,
  MeasurementSort,
} from '@ohp/contracts';
import { formatDateTime } from '@ohp/i18n';
import { IconFileUpload, IconFolderOpen, IconPencil, IconSearch, IconTrash } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { showAlert, showError } from '../../../components/ui/alert-dialog/alert-store';
import { measurementHref, newReadingHref } from '../../../config/measurement-routes';
import { errorMessage } from '../../../lib/api-client';
import { escapeHtml } from '../../../lib/escape-html';
import { openFileOffThread } from '../../../lib/reading/open-reading-off-thread';
import { showRefusedReading } from '../../../lib/reading/show-refused-reading';
import type { ListColumn, MeasurementListSource, UseMeasurementListSource } from '../../../lib/web-domain';
import { readingStore } from '../../../stores/reading-store';
import { useDeleteMeasurement } from '../api/delete-measurement';
import { useMeasurements } from '../api/get-measurements';
import { useUpdateMeasurement } from '../api/update-measurement';
import classes from './measurements.module.css';

// /measurements-list/<device>: the user's saved measurements of one list of SPEC §2 — search,
// sort, open, rename, delete — and "Open file" to view (and then save) a new one. The domain
// gives the extra columns; the route gives which domain and families the list holds.

export interface MeasurementListProps {
  /** The SPEC §2 list name (kept on the page for the browser tests). */
  device: string;
  /** Shown name of the instruments, e.g. 'DoseMax V2'. */
  title: string;
  domain: MeasurementDomain;
  families: readonly MeasurementFamilyFilter[];
  columns: readonly ListColumn[];
  /** Keeps only some of the measurements found (a domain whose lists split them by their state). */
  filter?: ((measurement: Measurement) => boolean) | undefined;
  /** The domain's own API for the list (default: the measurements API). */
  source?: UseMeasurementListSource | undefined;
  /**
   * A measurement's link clicked to open it here (primary button, no modifier), with its page's
   * address, before the router's navigation: what the app can start ahead of it. Not on the press:
   * a request started then shows the loading overlay under the pointer, and the click that follows
   * lands on the overlay instead of the link.
   */
  onOpen?: ((href: string) => void) | undefined;
}

/** A click that the link turns into an in-app navigation (not a new tab or window). */
function opensHere(event: React.MouseEvent): boolean {
  return event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey;
}

/** The list through the measurements API: GET, PATCH and DELETE /api/measurements. */
const useMeasurementsSource: UseMeasurementListSource = ({ domain, families, search, sort }) => {
  const list = useMeasurements({ domain, families: families as MeasurementFamilyFilter[], search, sort });
  const update = useUpdateMeasurement();
  const deletion = useDeleteMeasurement();
  const source: MeasurementListSource = {
    list,
    rename: (id, description) => update.mutateAsync({ id, patch: { description } }),
    remove: (id) => deletion.mutateAsync(id),
  };
  return source;
};

const sorts = ['-createdAt', 'createdAt', 'description', '-description'] as const;

export function MeasurementList({
  device,
  title,
  domain,
  families,
  columns,
  filter,
  source,
  onOpen,
}: MeasurementListProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const [sort, setSort] = useState<MeasurementSort>('-createdAt');
  const [renaming, setRenaming] = useState<Measurement | null>(null);
  const input = useRef<HTMLInputElement>(null);
  // The hook is fixed for a list (the route keys the list by its device name).
  const useSource = source ?? useMeasurementsSource;
  const { list, rename, remove: removeOne } = useSource({ domain, families, search: debounced, sort });

  const openFile = async (file: File | undefined) => {
    if (!file) return;
    try {
      // Read in the worker; its text decoded when needed (file.text() here was one task for the whole file).
      const opened = await openFileOffThread(file, 'utf-8');
      if (!opened.ok) return showRefusedReading(opened);
      readingStore.set({ fileName: file.name, text: opened.file, reading: opened.reading, source: 'file' });
      void navigate(newReadingHref(opened.reading.family ?? null, opened.reading.domain));
    } finally {
      if (input.current) input.current.value = '';
    }
  };

  const remove = async (m: Measurement) => {
    const index = await showAlert({
      title: t('app:measurementList.deleteTitle'),
      text: escapeHtml(t('app:measurementList.deleteText', { description: m.description })),
      icon: 'warning',
      buttons: [
        { label: t('common:actions.cancel') },
        { label: t('app:measurementList.delete'), variant: 'danger' },
      ],
    });
    if (index !== 1) return;
    try {
      await removeOne(m.id);
    } catch (error) {
      void showError(escapeHtml(errorMessage(error)));
    }
  };

  const rows = filter ? (list.data ?? []).filter(filter) : (list.data ?? []);
  return (
    <Stack gap="lg" className={classes.page} data-testid="measurement-list" data-device={device}>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Text className={classes.overline}>{t('app:measurementList.overline')}</Text>
          <Title order={1} className={classes.title}>
            {t('app:screens.measurementsList.title', { device: title })}
          </Title>
        </div>
        <Button
          leftSection={<IconFileUpload size={18} />}
          onClick={() => input.current?.click()}
          data-testid="open-file"
        >
          {t('app:measurementList.openFile')}
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
          placeholder={t('app:measurementList.search')}
          aria-label={t('app:measurementList.search')}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          // In px: the root font is small on phones (rem × --mantine-scale), and a 16rem basis let the
          // search share its row with the sort at 390 px, its placeholder cut.
          style={{ flex: '1 1 300px' }}
          data-testid="list-search"
        />
        <Select
          aria-label={t('app:measurementList.sort')}
          value={sort}
          onChange={(v) => setSort((v ?? '-createdAt') as MeasurementSort)}
          allowDeselect={false}
          w={220}
          data-testid="list-sort"
          data={sorts.map((value) => ({
            value,
            label: t(`app:measurementList.sorts.${value}`),
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
            <Text fw={600}>{debounced ? t('common:nothingFound') : t('app:measurementList.empty')}</Text>
            {debounced ? null : (
              <Text size="sm" c="dimmed" ta="center">
                {t('app:measurementList.emptyHint')}
              </Text>
            )}
          </Stack>
        ) : (
          <div className={classes.tableWrap}>
            <Table
              verticalSpacing="xs"
              highlightOnHover
              className={classes.listTable}
              data-testid="list-table"
            >
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('app:measurementList.description')}</Table.Th>
                  {columns.map((c) => (
                    <Table.Th key={c.key}>{t(c.labelKey)}</Table.Th>
                  ))}
                  <Table.Th>{t('app:measurementList.created')}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((m) => {
                  const href = measurementHref(m.family, m.id, m.domain);
                  return (
                    <Table.Tr key={m.id} data-testid="list-row">
                      {/* data-label: the column's name beside each value when a phone stacks the row. */}
                      <Table.Td data-label={t('app:measurementList.description')}>
                        <Link
                          to={href}
                          data-testid="list-open"
                          onClick={(event) => {
                            if (opensHere(event)) onOpen?.(href);
                          }}
                        >
                          {m.description}
                        </Link>
                      </Table.Td>
                      {columns.map((c) => (
                        <Table.Td key={c.key} data-label={t(c.labelKey)}>
                          {c.cell(m)}
                        </Table.Td>
                      ))}
                      <Table.Td className={classes.mono} data-label={t('app:measurementList.created')}>
                        {formatDateTime(new Date(m.createdAt))}
                      </Table.Td>
                      <Table.Td data-testid="list-actions">
                        <Group gap={4} wrap="nowrap" justify="flex-end">
                          <Tooltip label={t('app:measurementList.rename')}>
                            <ActionIcon
                              variant="subtle"
                              aria-label={t('app:measurementList.rename')}
                              onClick={() => setRenaming(m)}
                            >
                              <IconPencil size={16} />
                            </ActionIcon>
                          </Tooltip>
                          <Tooltip label={t('app:measurementList.delete')}>
                            <ActionIcon
                              variant="subtle"
                              color="red"
                              aria-label={t('app:measurementList.delete')}
                              onClick={() => void remove(m)}
                            >
                              <IconTrash size={16} />
                            </ActionIcon>
                          </Tooltip>
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </div>
        )}
      </Paper>
      <RenameModal measurement={renaming} rename={rename} onClose={() => setRenaming(null)} />
    </Stack>
  );
}

function RenameModal({
  measurement,
  rename,
  onClose,
}: {
  measurement: Measurement | null;
  rename: MeasurementListSource['rename'];
  onClose: () => void;
}) {
  const { t } = useTranslation();
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
      await rename(measurement.id, text);
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
      title={t('app:measurementList.renameTitle')}
      centered
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <TextInput
          label={t('app:measurementList.description')}
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
            {t('app:measurementList.renameSave')}
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
