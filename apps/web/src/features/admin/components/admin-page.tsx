import { Stack, Tabs, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AuditPanel } from './audit-panel';
import { UsersPanel } from './users-panel';

/** /admin: users and the audit log (the server answers 404 to anyone but an admin). */
export function AdminPage() {
  const { t } = useTranslation();
  return (
    <Stack p="md">
      <Title order={1} size="h2">
        {t('admin:page.title')}
      </Title>
      <Tabs defaultValue="users" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="users">{t('admin:page.users')}</Tabs.Tab>
          <Tabs.Tab value="audit">{t('admin:page.audit')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="users" pt="md">
          <UsersPanel />
        </Tabs.Panel>
        <Tabs.Panel value="audit" pt="md">
          <AuditPanel />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
