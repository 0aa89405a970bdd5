import { type AuditAction, auditActions } from '@ohp/contracts';
import { Group, Pagination, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuditLog } from '../api/get-audit-log';
import classes from './admin.module.css';

const pageSize = 50;

/** The audit log: who did what to whom, when and from where, filtered by action and e-mail. */
export function AuditPanel() {
  const { t, i18n } = useTranslation();
  const [action, setAction] = useState<AuditAction | undefined>();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const { data } = useAuditLog({ action, Search: search.trim(), Page: page, PageSize: pageSize });
  return (
    <Stack>
      <Group align="flex-end">
        <Select
          label={t('admin:audit.action')}
          clearable
          data={auditActions.map((value) => ({ value, label: t(`admin:audit.actions.${value}`) }))}
          value={action ?? null}
          onChange={(value) => {
            setAction((value as AuditAction | null) ?? undefined);
            setPage(1);
          }}
        />
        <TextInput
          label={t('admin:audit.search')}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
        />
      </Group>
      <div className={classes.tableWrap}>
        <Table striped className={classes.auditTable}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('admin:audit.when')}</Table.Th>
              <Table.Th>{t('admin:audit.who')}</Table.Th>
              <Table.Th>{t('admin:audit.action')}</Table.Th>
              <Table.Th>{t('admin:audit.whom')}</Table.Th>
              <Table.Th>{t('admin:audit.from')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(data?.entries ?? []).map((entry) => (
              <Table.Tr key={entry.id}>
                <Table.Td data-label={t('admin:audit.when')}>
                  {new Date(entry.createdAt).toLocaleString(i18n.language)}
                </Table.Td>
                <Table.Td data-label={t('admin:audit.who')}>{entry.actorEmail}</Table.Td>
                <Table.Td data-label={t('admin:audit.action')}>
                  {t(`admin:audit.actions.${entry.action}`)}
                </Table.Td>
                <Table.Td data-label={t('admin:audit.whom')}>
                  {entry.targetEmail ?? (typeof entry.detail.title === 'string' ? entry.detail.title : '—')}
                </Table.Td>
                <Table.Td data-label={t('admin:audit.from')}>{entry.ip}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
      {data?.entries.length === 0 ? <Text c="dimmed">{t('admin:audit.none')}</Text> : null}
      {data?.pagination && data.pagination.totalPages > 1 ? (
        <Pagination total={data.pagination.totalPages} value={page} onChange={setPage} />
      ) : null}
    </Stack>
  );
}
