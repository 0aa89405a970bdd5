import { Pagination, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminList } from '../api/get-admin-list';

const pageSize = 50;

/** Every company of the platform: name, CNPJ, members, created (SPEC §6). */
export function CompaniesPanel() {
  const { t, i18n } = useTranslation();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const { data } = useAdminList('companies', { Search: search.trim(), Page: page, PageSize: pageSize });
  return (
    <Stack>
      <TextInput
        label={t('admin:companies.search')}
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
          viewportProps: { tabIndex: 0, role: 'region', 'aria-label': t('admin:page.companies') },
        }}
      >
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('admin:companies.name')}</Table.Th>
              <Table.Th>{t('admin:companies.document')}</Table.Th>
              <Table.Th>{t('admin:companies.members')}</Table.Th>
              <Table.Th>{t('admin:columns.createdAt')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(data?.rows ?? []).map((company) => (
              <Table.Tr key={company.id} data-testid="admin-company-row">
                <Table.Td>{company.corporateName}</Table.Td>
                <Table.Td>{company.document}</Table.Td>
                <Table.Td>{company.members}</Table.Td>
                <Table.Td>{new Date(company.createdAt).toLocaleDateString(i18n.language)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {data?.rows.length === 0 ? <Text c="dimmed">{t('admin:companies.none')}</Text> : null}
      {data?.pagination && data.pagination.totalPages > 1 ? (
        <Pagination total={data.pagination.totalPages} value={page} onChange={setPage} />
      ) : null}
    </Stack>
  );
}
