import { Select } from '@mantine/core';
import type { Company } from '@ohp/contracts';
import { useTranslation } from 'react-i18next';

/** Which company the screen shows, when I have access to more than one. */
export function CompanyPicker({
  companies,
  value,
  onChange,
}: {
  companies: Company[];
  value: string | undefined;
  onChange: (id: string) => void;
}) {
  const { t } = useTranslation();
  if (companies.length < 2) return null;
  return (
    <Select
      label={t('organisations:company.pick')}
      data={companies.map((c) => ({ value: c.id, label: c.corporateName }))}
      value={value ?? null}
      onChange={(id) => id && onChange(id)}
      allowDeselect={false}
      maw={420}
    />
  );
}
