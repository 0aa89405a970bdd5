import { CompanyPage } from '../../../features/organisations/components/company-page';

export function Component() {
  return <CompanyPage />;
}
