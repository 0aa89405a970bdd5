import { Pagination, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminList } from '../api/get-admin-list';

const pageSize = 50;

/** Every saved component (SPEC §3) of every user: description, kind, owner, created (SPEC §6). */
export function ComponentsPanel() {
  const { t, i18n } = useTranslation();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const { data } = useAdminList('components', { Search: search.trim(), Page: page, PageSize: pageSize });
  return (
    <Stack>
      <TextInput
        label={t('admin:components.search')}
        leftSection={<IconSearch size={16} />}
        value={search}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          setPage(1);
        }}
      />
      <Table.ScrollContainer
        minWidth={600}
        // A region wider than the phone scrolls sideways: it must be reachable with the keyboard.
        scrollAreaProps={{
          viewportProps: { tabIndex: 0, role: 'region', 'aria-label': t('admin:page.components') },
        }}
      >
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('admin:components.description')}</Table.Th>
              <Table.Th>{t('admin:components.domain')}</Table.Th>
              <Table.Th>{t('admin:components.owner')}</Table.Th>
              <Table.Th>{t('admin:columns.createdAt')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(data?.rows ?? []).map((component) => (
              <Table.Tr key={component.id} data-testid="admin-component-row">
                <Table.Td>{component.description}</Table.Td>
                <Table.Td>
                  {t(`admin:components.domains.${component.domain}`, { defaultValue: component.domain })}
                </Table.Td>
                <Table.Td>{component.ownerEmail}</Table.Td>
                <Table.Td>{new Date(component.createdAt).toLocaleDateString(i18n.language)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {data?.rows.length === 0 ? <Text c="dimmed">{t('admin:components.none')}</Text> : null}
      {data?.pagination && data.pagination.totalPages > 1 ? (
        <Pagination total={data.pagination.totalPages} value={page} onChange={setPage} />
      ) : null}
    </Stack>
  );
}
