import { useTranslation } from 'react-i18next';
import { AdminListPanel } from './admin-list-panel';

/** Every saved component (SPEC §3) of every user: description, kind, owner, created (SPEC §6). */
export function ComponentsPanel() {
  const { t, i18n } = useTranslation();
  return (
    <AdminListPanel
      kind="components"
      searchLabel={t('admin:components.search')}
      emptyText={t('admin:components.none')}
      rowTestId="admin-component-row"
      columns={[
        { header: t('admin:components.description'), cell: (component) => component.description },
        {
          header: t('admin:components.domain'),
          cell: (component) =>
            t(`admin:components.domains.${component.domain}`, { defaultValue: component.domain }),
        },
        { header: t('admin:components.owner'), cell: (component) => component.ownerEmail },
        {
          header: t('admin:columns.createdAt'),
          cell: (component) => new Date(component.createdAt).toLocaleDateString(i18n.language),
        },
      ]}
    />
  );
}
