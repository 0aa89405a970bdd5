import { useTranslation } from 'react-i18next';
import { GhePanel } from '../../../features/esocial/components/ghe-panel';
import { NoCompany } from '../../../features/esocial/components/no-company';
import { CompanyScopedPage } from '../../../features/organisations/components/company-scoped-page';

/** /company/ghe: the exposure groups (GHE) of the picked company (eSocial S-2240). */
export function Component() {
  const { t } = useTranslation();
  return (
    <CompanyScopedPage
      title={t('esocial:web.ghe.title')}
      subtitle={t('esocial:web.ghe.subtitle')}
      maw={1100}
      testId="company-ghe-page"
    >
      {({ companies, company }) =>
        company ? <GhePanel companyId={company.id} /> : companies?.length === 0 ? <NoCompany /> : null
      }
    </CompanyScopedPage>
  );
}
