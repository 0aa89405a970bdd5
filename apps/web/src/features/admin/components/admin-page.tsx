import { Stack, Tabs, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AuditPanel } from './audit-panel';
import { CompaniesPanel } from './companies-panel';
import { ComponentsPanel } from './components-panel';
import { ContentPanel } from './content-panel';
import { FaqPanel } from './faq-panel';
import { JobsPanel } from './jobs-panel';
import { UsersPanel } from './users-panel';

/**
 * /admin: users, companies, components, support content, the FAQ, the audit log and the background
 * jobs (the server answers 404 to anyone but an admin).
 */
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
          <Tabs.Tab value="companies">{t('admin:page.companies')}</Tabs.Tab>
          <Tabs.Tab value="components">{t('admin:page.components')}</Tabs.Tab>
          <Tabs.Tab value="content">{t('admin:page.content')}</Tabs.Tab>
          <Tabs.Tab value="faq">{t('admin:page.faq')}</Tabs.Tab>
          <Tabs.Tab value="audit">{t('admin:page.audit')}</Tabs.Tab>
          <Tabs.Tab value="jobs">{t('jobs:tab')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="users" pt="md">
          <UsersPanel />
        </Tabs.Panel>
        <Tabs.Panel value="companies" pt="md">
          <CompaniesPanel />
        </Tabs.Panel>
        <Tabs.Panel value="components" pt="md">
          <ComponentsPanel />
        </Tabs.Panel>
        <Tabs.Panel value="content" pt="md">
          <ContentPanel />
        </Tabs.Panel>
        <Tabs.Panel value="faq" pt="md">
          <FaqPanel />
        </Tabs.Panel>
        <Tabs.Panel value="audit" pt="md">
          <AuditPanel />
        </Tabs.Panel>
        <Tabs.Panel value="jobs" pt="md">
          <JobsPanel />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
