import { Loader, Stack, Text, Title } from '@mantine/core';
import type { Company } from '@ohp/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client';
import { useCompanies } from '../api/get-companies';
import { useSelectedCompany } from '../lib/selected-company';
import { CompanyPicker } from './company-picker';

export interface CompanyScope {
  /** The caller's companies once loaded. */
  companies: Company[] | undefined;
  /** The company picked (the first by default). */
  company: Company | undefined;
  select: (companyId: string) => void;
}

/** A page about one of the user's companies (/company, /group): title, loading, error and the picker. */
export function CompanyScopedPage({
  title,
  subtitle,
  maw,
  testId,
  children,
}: {
  title: string;
  subtitle: string;
  maw: number;
  testId: string;
  children: (scope: CompanyScope) => ReactNode;
}) {
  const { t } = useTranslation();
  const companies = useCompanies();
  const { company, select } = useSelectedCompany(companies.data);
  return (
    <Stack gap="lg" maw={maw} data-testid={testId}>
      <div>
        <Title order={1}>{title}</Title>
        <Text c="dimmed" size="sm">
          {subtitle}
        </Text>
      </div>
      {companies.isPending ? <Loader aria-label={t('organisations:common.loading')} /> : null}
      {companies.isError ? <Text role="alert">{errorMessage(companies.error)}</Text> : null}
      {companies.data ? (
        <CompanyPicker companies={companies.data} value={company?.id} onChange={select} />
      ) : null}
      {children({ companies: companies.data, company, select })}
    </Stack>
  );
}
