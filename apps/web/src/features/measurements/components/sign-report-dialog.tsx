import { Alert, Button, FileInput, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import type { MeasurementReport } from '@ohp/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client';
import type { SignReportInput } from '../api/sign-report';

export interface SignReportDialogProps {
  /** The report to sign; the dialog is open while it is set. */
  report: Pick<MeasurementReport, 'id' | 'title'> | undefined;
  measurementId: string;
  onClose: () => void;
  /** Signs in the browser and uploads (`signReport`); given as a prop so tests can stand in. */
  sign: (input: SignReportInput) => Promise<MeasurementReport>;
  onSigned: (report: MeasurementReport) => void;
}

/** A translated message for what signing threw: a certificate's problem, or the server's answer. */
function failureText(error: unknown, t: (key: string, values?: Record<string, string>) => string) {
  const signing = error as { name?: string; key?: string; values?: Record<string, string> };
  if (signing?.name === 'SigningError' && signing.key) return t(signing.key, signing.values);
  return errorMessage(error);
}

/**
 * "Assinar": the evaluator's PKCS#12 certificate (.pfx/.p12) and its password, read in this browser
 * only. Nothing is sent until the certificate opened; every refusal is a translated message under
 * the form, and the form stays filled to try again.
 */
export function SignReportDialog({ report, measurementId, onClose, sign, onSigned }: SignReportDialogProps) {
  const { t } = useTranslation('reportSigning');
  const [file, setFile] = useState<File | null>(null);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const close = () => {
    if (busy) return;
    setFile(null);
    setPassword('');
    setError(undefined);
    onClose();
  };

  const submit = async () => {
    if (!report) return;
    if (!file) return setError(t('errors.noFile'));
    if (!password) return setError(t('errors.noPassword'));
    setBusy(true);
    setError(undefined);
    try {
      const signed = await sign({
        measurementId,
        reportId: report.id,
        certificate: new Uint8Array(await file.arrayBuffer()),
        password,
        reason: t('signing:reason'),
      });
      setFile(null);
      setPassword('');
      onSigned(signed);
      onClose();
    } catch (e) {
      setError(failureText(e, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      opened={report !== undefined}
      onClose={close}
      title={t('dialog.title')}
      centered
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
        data-testid="sign-report-dialog"
      >
        <Stack gap="sm">
          <Text fw={600}>{report?.title}</Text>
          <Text size="sm">{t('dialog.intro')}</Text>
          <FileInput
            label={t('dialog.certificate')}
            accept=".pfx,.p12,application/x-pkcs12"
            value={file}
            onChange={(next) => {
              setFile(next);
              setError(undefined);
            }}
            clearable
            data-testid="sign-certificate"
          />
          <PasswordInput
            label={t('dialog.password')}
            value={password}
            autoComplete="off"
            onChange={(e) => {
              setPassword(e.currentTarget.value);
              setError(undefined);
            }}
            data-testid="sign-password"
          />
          {error && (
            <Alert color="red" role="alert" data-testid="sign-error">
              {error}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={busy}>
              {t('dialog.cancel')}
            </Button>
            <Button type="submit" loading={busy} data-testid="sign-submit">
              {t('dialog.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
