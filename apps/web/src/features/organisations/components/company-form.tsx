import { Button, Group, TextInput } from '@mantine/core';
import { type Company, companyInputSchema, formatCnpj, organisationLimits } from '@ohp/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showError, showSuccess } from '../../../components/ui/alert-dialog/alert-store';
import { errorMessage } from '../../../lib/api-client';
import { useCreateCompany } from '../api/create-company';
import { useUpdateCompany } from '../api/update-company';
import { fieldErrors } from '../lib/form-errors';

/** Corporate name and CNPJ: creates a company, or edits it (owners; members see it read-only). */
export function CompanyForm({ company, onCreated }: { company?: Company; onCreated?: (id: string) => void }) {
  const { t } = useTranslation();
  const create = useCreateCompany();
  const update = useUpdateCompany();
  const readOnly = company !== undefined && company.role !== 'owner';
  const [values, setValues] = useState({
    corporateName: company?.corporateName ?? '',
    document: company ? formatCnpj(company.document) : '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = fieldErrors(companyInputSchema, values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const onError = (error: unknown) => void showError(errorMessage(error));
    if (company) {
      update.mutate(
        { id: company.id, ...values },
        { onSuccess: () => void showSuccess(t('organisations:company.saved')), onError },
      );
    } else {
      create.mutate(values, {
        onSuccess: (created) => {
          setValues({ corporateName: '', document: '' });
          onCreated?.(created.id);
        },
        onError,
      });
    }
  };

  const set = (field: 'corporateName' | 'document') => (event: { currentTarget: HTMLInputElement }) => {
    const value = event.currentTarget.value;
    setValues((v) => ({ ...v, [field]: value }));
  };

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={t(company ? 'organisations:company.edit' : 'organisations:company.create')}
    >
      <Group align="flex-start" gap="sm" grow preventGrowOverflow={false} wrap="wrap">
        <TextInput
          label={t('organisations:company.corporateName')}
          value={values.corporateName}
          onChange={set('corporateName')}
          maxLength={organisationLimits.corporateName}
          error={errors.corporateName ? t(errors.corporateName) : undefined}
          readOnly={readOnly}
          withAsterisk={!readOnly}
          miw={220}
        />
        <TextInput
          label={t('organisations:company.document')}
          description={t('organisations:company.documentHint')}
          value={values.document}
          onChange={set('document')}
          maxLength={organisationLimits.document}
          inputMode="numeric"
          error={errors.document ? t(errors.document) : undefined}
          readOnly={readOnly}
          withAsterisk={!readOnly}
          miw={200}
        />
      </Group>
      {readOnly ? null : (
        <Group justify="flex-end" mt="md">
          <Button type="submit" loading={create.isPending || update.isPending}>
            {t(company ? 'organisations:company.save' : 'organisations:company.create')}
          </Button>
        </Group>
      )}
    </form>
  );
}
