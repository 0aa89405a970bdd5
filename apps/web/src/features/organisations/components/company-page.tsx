import { Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client';
import { useCompanies } from '../api/get-companies';
import { useSelectedCompany } from '../lib/selected-company';
import { CompanyForm } from './company-form';
import { CompanyPicker } from './company-picker';
import { CompanyUsers } from './company-users';
import { InvitationsSection } from './invitations-section';
import { OrganisationCard } from './organisation-card';

/** /company: create a company, edit it, its users with access and invitations (SPEC §2, §6). */
export function CompanyPage() {
  const { t } = useTranslation();
  const companies = useCompanies();
  const { company, select } = useSelectedCompany(companies.data);

  return (
    <Stack gap="lg" maw={960} data-testid="company-page">
      <div>
        <Title order={1}>{t('organisations:company.title')}</Title>
        <Text c="dimmed" size="sm">
          {t('organisations:company.subtitle')}
        </Text>
      </div>
      {companies.isPending ? <Loader aria-label={t('organisations:common.loading')} /> : null}
      {companies.isError ? <Text role="alert">{errorMessage(companies.error)}</Text> : null}
      {companies.data ? (
        <CompanyPicker companies={companies.data} value={company?.id} onChange={select} />
      ) : null}
      {company ? (
        <>
          <OrganisationCard title={company.corporateName} testId="company-details">
            <CompanyForm key={company.id} company={company} />
          </OrganisationCard>
          <CompanyUsers company={company} />
          {company.role === 'owner' ? <InvitationsSection company={company} /> : null}
        </>
      ) : null}
      {companies.data ? (
        <OrganisationCard
          title={t(company ? 'organisations:company.createAnother' : 'organisations:company.createFirst')}
          testId="company-create"
        >
          <CompanyForm onCreated={select} />
        </OrganisationCard>
      ) : null}
    </Stack>
  );
}
