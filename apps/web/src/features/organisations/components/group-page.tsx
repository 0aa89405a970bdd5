import { Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { type Company, organisationLimits } from '@ohp/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { showError } from '../../../components/ui/alert-dialog/alert-store';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { useCreateGroup } from '../api/create-group';
import { useCompanyUsers } from '../api/get-company-users';
import { useGroups } from '../api/get-groups';
import { CompanyScopedPage } from './company-scoped-page';
import { GroupCard } from './group-card';
import { OrganisationCard } from './organisation-card';

function NewGroupForm({ company }: { company: Company }) {
  const { t } = useTranslation();
  const create = useCreateGroup();
  const [description, setDescription] = useState('');
  const [error, setError] = useState(false);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const text = description.trim();
    setError(!text);
    if (!text) return;
    create.mutate(
      { companyId: company.id, description: text, active: true },
      { onSuccess: () => setDescription(''), onError: (e) => void showError(errorMessage(e)) },
    );
  };
  return (
    <OrganisationCard title={t('organisations:group.create')}>
      <form onSubmit={onSubmit} noValidate aria-label={t('organisations:group.create')}>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            label={t('organisations:group.description')}
            value={description}
            onChange={(e) => setDescription(e.currentTarget.value)}
            maxLength={organisationLimits.groupDescription}
            error={error ? t('errors:required') : undefined}
            withAsterisk
            style={{ flex: '1 1 220px' }}
          />
          <Button type="submit" loading={create.isPending}>
            {t('organisations:group.createButton')}
          </Button>
        </Group>
      </form>
    </OrganisationCard>
  );
}

function CompanyGroups({ company }: { company: Company }) {
  const { t } = useTranslation();
  const groups = useGroups(company.id);
  const users = useCompanyUsers(company.id);
  return (
    <Stack gap="md">
      {company.role === 'owner' ? <NewGroupForm company={company} /> : null}
      {groups.isError ? <Text role="alert">{errorMessage(groups.error)}</Text> : null}
      {groups.data && groups.data.length === 0 ? (
        <Text c="dimmed">{t('organisations:group.none')}</Text>
      ) : null}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {(groups.data ?? []).map((group) => (
          <GroupCard key={group.id} group={group} company={company} users={users.data ?? []} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/** /group: the groups of a company — list, create, rename, active switch, members (SPEC §2). */
export function GroupPage() {
  const { t } = useTranslation();
  return (
    <CompanyScopedPage
      title={t('organisations:group.title')}
      subtitle={t('organisations:group.subtitle')}
      maw={1100}
      testId="group-page"
    >
      {({ companies, company }) => (
        <>
          {companies && !company ? (
            <Stack align="flex-start" gap="xs">
              <Text>{t('organisations:group.needCompany')}</Text>
              <Button component={Link} to={paths.app.company.getHref()} variant="light">
                {t('organisations:company.createFirst')}
              </Button>
            </Stack>
          ) : null}
          {company ? <CompanyGroups key={company.id} company={company} /> : null}
        </>
      )}
    </CompanyScopedPage>
  );
}
