import { Alert, Anchor, Button, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { showError } from '../../../components/ui/alert-dialog/alert-store';
import { errorMessage } from '../../../lib/api-client';
import {
  companyExportPath,
  type Worker,
  useCreateWorker,
  useWorkers,
  workerEventPath,
} from '../api/esocial-api';
import { checkWorkerForm } from '../lib/worker-check';
import { ExportButton } from './export-button';
import { ResponsibleForm } from './responsible-form';
import { WorkerDialog } from './worker-dialog';

function NewWorkerForm({ companyId }: { companyId: string }) {
  const { t } = useTranslation();
  const create = useCreateWorker(companyId);
  const [form, setForm] = useState({ name: '', cpf: '', registration: '', categoryCode: '101' });
  const [submitted, setSubmitted] = useState(false);
  const errors = checkWorkerForm(form);
  const set = (k: keyof typeof form) => (e: { currentTarget: { value: string } }) =>
    setForm({ ...form, [k]: e.currentTarget.value });
  const errorOf = (k: keyof typeof form, label: string) =>
    submitted && errors[k] ? t(errors[k] as string, { field: label }) : undefined;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(errors).length > 0) return;
    create.mutate(
      { ...form, registration: form.registration.trim() || null },
      {
        onSuccess: () => {
          setForm({ name: '', cpf: '', registration: '', categoryCode: '101' });
          setSubmitted(false);
        },
        onError: (e) => void showError(errorMessage(e)),
      },
    );
  };
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('esocial:web.workers.create')}>
      <Group align="flex-start" gap="sm" wrap="wrap">
        <TextInput
          label={t('esocial:web.workers.name')}
          value={form.name}
          onChange={set('name')}
          error={errorOf('name', t('esocial:web.workers.name'))}
          required
          maxLength={200}
          style={{ flex: '1 1 200px' }}
        />
        <TextInput
          label={t('esocial:web.workers.cpf')}
          value={form.cpf}
          onChange={set('cpf')}
          error={errorOf('cpf', t('esocial:web.workers.cpf'))}
          required
          maxLength={14}
          inputMode="numeric"
          style={{ flex: '1 1 140px' }}
        />
        <TextInput
          label={t('esocial:web.workers.registration')}
          value={form.registration}
          onChange={set('registration')}
          maxLength={30}
          style={{ flex: '1 1 120px' }}
        />
        <TextInput
          label={t('esocial:web.workers.category')}
          value={form.categoryCode}
          onChange={set('categoryCode')}
          error={errorOf('categoryCode', t('esocial:web.workers.category'))}
          maxLength={3}
          inputMode="numeric"
          style={{ flex: '0 1 90px' }}
        />
        <Button type="submit" mt={24} loading={create.isPending}>
          {t('esocial:web.workers.createButton')}
        </Button>
      </Group>
    </form>
  );
}

/** "Trabalhadores": the company's workers, their creation and each one's S-2240 export. */
export function WorkersPanel({ companyId }: { companyId: string }) {
  const { t } = useTranslation();
  const workers = useWorkers(companyId);
  const [editing, setEditing] = useState<Worker | null>(null);
  return (
    <Stack gap="md">
      <Alert color="blue" title={t('esocial:web.unsignedTitle')}>
        {t('esocial:web.unsigned')}
      </Alert>
      <Title order={2} size="h4">
        {t('esocial:web.responsible.title')}
      </Title>
      <ResponsibleForm />
      <Title order={2} size="h4">
        {t('esocial:web.workers.create')}
      </Title>
      <NewWorkerForm companyId={companyId} />
      {workers.isError ? <Text role="alert">{errorMessage(workers.error)}</Text> : null}
      {workers.data && workers.data.length === 0 ? (
        <Text c="dimmed" data-testid="workers-empty">
          <Trans
            i18nKey="esocial:web.workers.none"
            components={{ ghe: <Anchor component={Link} underline="always" to="/company/ghe" /> }}
          />
        </Text>
      ) : null}
      {workers.data && workers.data.length > 0 ? (
        <Table.ScrollContainer minWidth={520}>
          <Table striped>
            <Table.Caption>{t('esocial:web.workers.caption')}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('esocial:web.workers.name')}</Table.Th>
                <Table.Th>{t('esocial:web.workers.cpf')}</Table.Th>
                <Table.Th>{t('esocial:web.workers.registration')}</Table.Th>
                <Table.Th>{t('esocial:web.workers.category')}</Table.Th>
                <Table.Th>{t('esocial:web.workers.status')}</Table.Th>
                <Table.Th>{t('esocial:web.workers.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {workers.data.map((w) => (
                <Table.Tr key={w.id}>
                  <Table.Td>{w.name}</Table.Td>
                  <Table.Td>{w.cpf}</Table.Td>
                  <Table.Td>{w.registration ?? '–'}</Table.Td>
                  <Table.Td>{w.categoryCode}</Table.Td>
                  <Table.Td>
                    {t(w.active ? 'esocial:web.workers.isActive' : 'esocial:web.workers.inactive')}
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="wrap">
                      <Button
                        variant="subtle"
                        size="xs"
                        onClick={() => setEditing(w)}
                        aria-label={t('esocial:web.workers.editFor', { name: w.name })}
                      >
                        {t('esocial:web.workers.edit')}
                      </Button>
                      <ExportButton
                        path={workerEventPath(w.id)}
                        fileName={`S-2240-${w.cpf}.xml`}
                        label={t('esocial:web.exportS2240')}
                      />
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
      {editing ? <WorkerDialog worker={editing} onClose={() => setEditing(null)} /> : null}
      <Group gap="sm">
        <ExportButton
          path={companyExportPath(companyId, 'zip')}
          fileName="S-2240.zip"
          label={t('esocial:web.exportAll')}
        />
        <ExportButton path={companyExportPath(companyId, 'csv')} fileName="S-2240.csv" label="CSV" />
        <ExportButton path={companyExportPath(companyId, 'xlsx')} fileName="S-2240.xlsx" label="XLSX" />
      </Group>
    </Stack>
  );
}
