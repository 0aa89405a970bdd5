import { Pagination, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { type AdminListKind, type AdminListRow, useAdminList } from '../api/get-admin-list';
import classes from './admin.module.css';

const pageSize = 50;

export interface AdminListColumn<K extends AdminListKind> {
  header: string;
  cell: (row: AdminListRow<K>) => ReactNode;
}

interface Props<K extends AdminListKind> {
  kind: K;
  searchLabel: string;
  emptyText: string;
  rowTestId: string;
  columns: AdminListColumn<K>[];
}

/** A searchable, paged admin list (companies, components): a table on a desktop, stacked rows on phones. */
export function AdminListPanel<K extends AdminListKind>({
  kind,
  searchLabel,
  emptyText,
  rowTestId,
  columns,
}: Props<K>) {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const { data } = useAdminList(kind, { Search: search.trim(), Page: page, PageSize: pageSize });
  return (
    <Stack>
      <TextInput
        label={searchLabel}
        leftSection={<IconSearch size={16} />}
        value={search}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          setPage(1);
        }}
      />
      <div className={classes.tableWrap}>
        <Table striped className={classes.listTable}>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th key={column.header}>{column.header}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(data?.rows ?? []).map((row) => (
              <Table.Tr key={row.id} data-testid={rowTestId}>
                {columns.map((column) => (
                  <Table.Td key={column.header} data-label={column.header}>
                    {column.cell(row)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
      {data?.rows.length === 0 ? <Text c="dimmed">{emptyText}</Text> : null}
      {data?.pagination && data.pagination.totalPages > 1 ? (
        <Pagination total={data.pagination.totalPages} value={page} onChange={setPage} />
      ) : null}
    </Stack>
  );
}
