import { Button, Group, NativeSelect, TextInput } from '@mantine/core';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showError } from '../../../components/ui/alert-dialog/alert-store';
import { errorMessage } from '../../../lib/api-client';
import { type Responsible, useResponsible, useSaveResponsible } from '../api/esocial-api';
import { UFS } from '@ohp/esocial/documents';

const blank: Responsible = { cpf: '', council: 4, councilDescription: null, councilNumber: '', uf: 'SP' };

/** The evaluator's council data, part of the professional's profile: the events' respReg. */
export function ResponsibleForm() {
  const { t } = useTranslation();
  const current = useResponsible();
  const save = useSaveResponsible();
  const [form, setForm] = useState<Responsible>(blank);
  useEffect(() => {
    if (current.data) setForm(current.data);
  }, [current.data]);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(form, { onError: (e) => void showError(errorMessage(e)) });
  };
  return (
    <form onSubmit={onSubmit} aria-label={t('esocial:web.responsible.title')}>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          label={t('esocial:web.responsible.cpf')}
          value={form.cpf}
          onChange={(e) => setForm({ ...form, cpf: e.currentTarget.value })}
          required
          maxLength={14}
          inputMode="numeric"
        />
        <NativeSelect
          label={t('esocial:web.responsible.council')}
          value={String(form.council)}
          onChange={(e) => setForm({ ...form, council: Number(e.currentTarget.value) as 1 | 4 | 9 })}
          data={[
            { value: '4', label: 'CREA' },
            { value: '1', label: 'CRM' },
            { value: '9', label: t('esocial:web.responsible.other') },
          ]}
        />
        {form.council === 9 ? (
          <TextInput
            label={t('esocial:web.responsible.councilDescription')}
            value={form.councilDescription ?? ''}
            onChange={(e) => setForm({ ...form, councilDescription: e.currentTarget.value })}
            required
            maxLength={20}
          />
        ) : null}
        <TextInput
          label={t('esocial:web.responsible.number')}
          value={form.councilNumber}
          onChange={(e) => setForm({ ...form, councilNumber: e.currentTarget.value })}
          required
          maxLength={14}
        />
        <NativeSelect
          label={t('esocial:web.responsible.uf')}
          value={form.uf}
          onChange={(e) => setForm({ ...form, uf: e.currentTarget.value })}
          data={[...UFS]}
        />
        <Button type="submit" variant="light" loading={save.isPending}>
          {t('esocial:web.responsible.save')}
        </Button>
      </Group>
    </form>
  );
}
