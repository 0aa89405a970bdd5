import { Button, FileInput, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { certificateInputSchema, organisationLimits, type UserDevice } from '@ohp/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showError } from '../../../components/ui/alert-dialog/alert-store';
import { DateInput } from '../../../components/ui/date-input';
import { errorMessage } from '../../../lib/api-client';
import { useUpdateCertificate } from '../api/update-certificate';
import { useUploadCertificateFile } from '../api/upload-certificate-file';
import { fieldErrors } from '../lib/form-errors';

type Field = 'laboratory' | 'calibrationDate' | 'certificateNumber' | 'nextCalibrationDate';

/** The four certificate fields (SPEC §3) and an optional certificate PDF. */
export function CertificateForm({ device, onDone }: { device: UserDevice; onDone: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateCertificate();
  const upload = useUploadCertificateFile();
  const [values, setValues] = useState<Record<Field, string>>({
    laboratory: device.certificate?.laboratory ?? '',
    calibrationDate: device.certificate?.calibrationDate ?? '',
    certificateNumber: device.certificate?.certificateNumber ?? '',
    nextCalibrationDate: device.certificate?.nextCalibrationDate ?? '',
  });
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const onError = (error: unknown) => void showError(errorMessage(error));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const input = { id: device.id, ...values };
    const found = fieldErrors(certificateInputSchema, input);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    update.mutate(input, {
      onSuccess: () => {
        if (!file) return onDone();
        upload.mutate({ id: device.id, file }, { onSuccess: onDone, onError });
      },
      onError,
    });
  };

  const setField = (field: Field, value: string) => setValues((v) => ({ ...v, [field]: value }));
  const errorOf = (field: Field) => (errors[field] ? t(errors[field] ?? '') : undefined);
  const input = (field: Field, max: number) => (
    <TextInput
      label={t(`organisations:certificate.${field}`)}
      value={values[field]}
      onChange={(e) => setField(field, e.currentTarget.value)}
      maxLength={max}
      error={errorOf(field)}
      withAsterisk
    />
  );
  const dateInput = (field: Field) => (
    <DateInput
      label={t(`organisations:certificate.${field}`)}
      value={values[field]}
      onChange={(value) => setField(field, value)}
      error={errorOf(field)}
      withAsterisk
    />
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('organisations:certificate.title')}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {input('laboratory', organisationLimits.laboratory)}
          {input('certificateNumber', organisationLimits.certificateNumber)}
          {dateInput('calibrationDate')}
          {dateInput('nextCalibrationDate')}
        </SimpleGrid>
        <FileInput
          label={t('organisations:certificate.file')}
          description={t('organisations:certificate.fileHint')}
          accept="application/pdf"
          value={file}
          onChange={setFile}
          clearable
        />
        {device.certificate?.hasFile ? (
          <Text size="xs" c="dimmed">
            {t('organisations:certificate.fileStored')}
          </Text>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            {t('organisations:common.cancel')}
          </Button>
          <Button type="submit" loading={update.isPending || upload.isPending}>
            {t('organisations:certificate.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
