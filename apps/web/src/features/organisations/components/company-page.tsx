import { useTranslation } from 'react-i18next';
import { CompanyForm } from './company-form';
import { CompanyScopedPage } from './company-scoped-page';
import { CompanyUsers } from './company-users';
import { InvitationsSection } from './invitations-section';
import { OrganisationCard } from './organisation-card';

/** /company: create a company, edit it, its users with access and invitations (SPEC §2, §6). */
export function CompanyPage() {
  const { t } = useTranslation();
  return (
    <CompanyScopedPage
      title={t('organisations:company.title')}
      subtitle={t('organisations:company.subtitle')}
      maw={960}
      testId="company-page"
    >
      {({ companies, company, select }) => (
        <>
          {company ? (
            <>
              <OrganisationCard title={company.corporateName} testId="company-details">
                <CompanyForm key={company.id} company={company} />
              </OrganisationCard>
              <CompanyUsers company={company} />
              {company.role === 'owner' ? <InvitationsSection company={company} /> : null}
            </>
          ) : null}
          {companies ? (
            <OrganisationCard
              title={t(company ? 'organisations:company.createAnother' : 'organisations:company.createFirst')}
              testId="company-create"
            >
              <CompanyForm onCreated={select} />
            </OrganisationCard>
          ) : null}
        </>
      )}
    </CompanyScopedPage>
  );
}
