import { useTranslation } from 'react-i18next';
import { AdminListPanel } from './admin-list-panel';

/** Every company of the platform: name, CNPJ, members, created (SPEC §6). */
export function CompaniesPanel() {
  const { t, i18n } = useTranslation();
  return (
    <AdminListPanel
      kind="companies"
      searchLabel={t('admin:companies.search')}
      emptyText={t('admin:companies.none')}
      rowTestId="admin-company-row"
      columns={[
        { header: t('admin:companies.name'), cell: (company) => company.corporateName },
        { header: t('admin:companies.document'), cell: (company) => company.document },
        { header: t('admin:companies.members'), cell: (company) => company.members },
        {
          header: t('admin:columns.createdAt'),
          cell: (company) => new Date(company.createdAt).toLocaleDateString(i18n.language),
        },
      ]}
    />
  );
}
