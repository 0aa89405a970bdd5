import { Checkbox, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../../components/ui/app-modal';
import { type Worker, useUpdateWorker } from '../api/esocial-api';
import { checkWorkerForm, type WorkerForm } from '../lib/worker-check';
import { DialogActions } from './dialog-actions';

/** Edits a worker: name, CPF (checked), matrícula, eSocial category, active. */
export function WorkerDialog({ worker, onClose }: { worker: Worker; onClose: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateWorker();
  const [form, setForm] = useState<WorkerForm>({
    name: worker.name,
    cpf: worker.cpf,
    registration: worker.registration ?? '',
    categoryCode: worker.categoryCode,
  });
  const [active, setActive] = useState(worker.active);
  const [submitted, setSubmitted] = useState(false);
  const errors = checkWorkerForm(form);
  const set = (k: keyof WorkerForm) => (e: { currentTarget: { value: string } }) =>
    setForm({ ...form, [k]: e.currentTarget.value });
  const labels: Record<keyof WorkerForm, string> = {
    name: t('esocial:web.workers.name'),
    cpf: t('esocial:web.workers.cpf'),
    registration: t('esocial:web.workers.registration'),
    categoryCode: t('esocial:web.workers.category'),
  };
  const errorOf = (k: keyof WorkerForm) =>
    submitted && errors[k] ? t(errors[k] as string, { field: labels[k] }) : undefined;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(errors).length > 0) return;
    update.mutate(
      {
        id: worker.id,
        name: form.name.trim(),
        cpf: form.cpf,
        registration: form.registration.trim() || null,
        categoryCode: form.categoryCode.trim(),
        active,
      },
      { onSuccess: onClose },
    );
  };
  return (
    <AppModal
      opened
      onClose={onClose}
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
      size="small"
      title={t('esocial:web.workers.editTitle', { name: worker.name })}
    >
      <form onSubmit={onSubmit} noValidate aria-label={t('esocial:web.workers.editForm')}>
        <Stack gap="sm">
          <TextInput
            label={labels.name}
            value={form.name}
            onChange={set('name')}
            error={errorOf('name')}
            required
            maxLength={200}
          />
          <TextInput
            label={labels.cpf}
            value={form.cpf}
            onChange={set('cpf')}
            error={errorOf('cpf')}
            required
            maxLength={14}
            inputMode="numeric"
          />
          <TextInput
            label={labels.registration}
            value={form.registration}
            onChange={set('registration')}
            maxLength={30}
          />
          <TextInput
            label={labels.categoryCode}
            value={form.categoryCode}
            onChange={set('categoryCode')}
            error={errorOf('categoryCode')}
            maxLength={3}
            inputMode="numeric"
          />
          <Checkbox
            label={t('esocial:web.workers.active')}
            checked={active}
            onChange={(e) => setActive(e.currentTarget.checked)}
          />
          <DialogActions
            error={update.isError ? update.error : null}
            pending={update.isPending}
            onCancel={onClose}
          />
        </Stack>
      </form>
    </AppModal>
  );
}
