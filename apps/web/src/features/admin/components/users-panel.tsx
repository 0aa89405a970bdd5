import { adminUserOrderColumns } from '@ohp/contracts';
import { Badge, Button, Group, Pagination, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconDownload, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showError } from '../../../components/ui/alert-dialog/alert-store';
import { formatBytes } from '../lib/format-bytes';
import { useAdminUsers } from '../api/get-admin-users';
import { useExportUsers } from '../api/export-users';
import { UserActions } from './user-actions';
import classes from './admin.module.css';

const pageSize = 20;

/** The users table: search, order, pages, export and the per-user actions. */
export function UsersPanel() {
  const { t, i18n } = useTranslation();
  const [search, setSearch] = useState('');
  const [orderBy, setOrderBy] = useState('-createdAt');
  const [page, setPage] = useState(1);
  const filter = { Search: search.trim(), OrderBy: orderBy };
  const { data, isLoading } = useAdminUsers({ ...filter, Page: page, PageSize: pageSize });
  const exporter = useExportUsers();
  const date = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString(i18n.language) : '—');

  const orderOptions = adminUserOrderColumns.flatMap((column) => [
    { value: column, label: `${t(`admin:columns.${column}`)} ↑` },
    { value: `-${column}`, label: `${t(`admin:columns.${column}`)} ↓` },
  ]);

  return (
    <Stack>
      <Group align="flex-end">
        <TextInput
          label={t('admin:users.search')}
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
        />
        <Select
          label={t('admin:users.orderBy')}
          data={orderOptions}
          value={orderBy}
          allowDeselect={false}
          onChange={(value) => value && setOrderBy(value)}
        />
        {(['csv', 'xlsx'] as const).map((format) => (
          <Button
            key={format}
            leftSection={<IconDownload size={16} />}
            variant="default"
            loading={exporter.isPending && exporter.variables?.format === format}
            disabled={exporter.isPending}
            onClick={() =>
              exporter.mutate({ filter, format }, { onError: () => void showError(t('admin:exportError')) })
            }
          >
            {t(format === 'csv' ? 'admin:users.export' : 'admin:users.exportXlsx')}
          </Button>
        ))}
      </Group>
      <div className={classes.tableWrap}>
        <Table striped highlightOnHover className={classes.usersTable}>
          <Table.Thead>
            <Table.Tr>
              {(
                ['name', 'email', 'company', 'createdAt', 'lastSignInAt', 'storageUsed', 'admin'] as const
              ).map((column) => (
                <Table.Th key={column}>{t(`admin:columns.${column}`)}</Table.Th>
              ))}
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(data?.users ?? []).map((user) => (
              <Table.Tr key={user.id} data-testid="admin-user-row">
                <Table.Td data-label={t('admin:columns.name')}>{user.name}</Table.Td>
                <Table.Td data-label={t('admin:columns.email')}>{user.email}</Table.Td>
                <Table.Td data-label={t('admin:columns.company')}>{user.company ?? '—'}</Table.Td>
                <Table.Td data-label={t('admin:columns.createdAt')}>{date(user.createdAt)}</Table.Td>
                <Table.Td data-label={t('admin:columns.lastSignInAt')}>{date(user.lastSignInAt)}</Table.Td>
                <Table.Td data-label={t('admin:columns.storageUsed')}>
                  {formatBytes(user.storageUsed, i18n.language)}
                </Table.Td>
                <Table.Td data-label={t('admin:columns.admin')}>
                  {user.admin ? <Badge>{t('admin:users.adminBadge')}</Badge> : '—'}
                </Table.Td>
                <Table.Td>
                  <UserActions user={user} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
      {!isLoading && data?.users.length === 0 ? <Text c="dimmed">{t('admin:users.none')}</Text> : null}
      {data?.pagination && data.pagination.totalPages > 1 ? (
        <Pagination total={data.pagination.totalPages} value={page} onChange={setPage} />
      ) : null}
    </Stack>
  );
}
