import { Alert, Anchor, Button, List, Text } from '@mantine/core';
import type { MeasurementReport } from '@ohp/contracts';
import { formatDateTime } from '@ohp/i18n';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showError } from '../../../components/ui/alert-dialog/alert-store';
import { errorMessage } from '../../../lib/api-client';
import { downloadBlob } from '../../../lib/download-blob';
import { escapeHtml } from '../../../lib/escape-html';
import { formatFileSize } from '../../../lib/format-number';
import { getReportPdf } from '../api/get-report-pdf';
import { useReports } from '../api/get-reports';
import { measurementsKey } from '../api/get-measurements';
import { signReport } from '../api/sign-report';
import { SignReportDialog } from './sign-report-dialog';

/**
 * PDF reports saved with the measurement, newest first, each downloadable; who signed each one,
 * revoked ones marked, and "Assinar" (signing in this browser) on the others.
 */
export function SavedReports({
  measurementId,
  sign = signReport,
}: {
  measurementId: string;
  /** Stands in for the browser signing in tests. */
  sign?: typeof signReport;
}) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const reports = useReports(measurementId);
  const [signing, setSigning] = useState<MeasurementReport>();
  const [signedMessage, setSignedMessage] = useState<string>();
  const list = [...(reports.data ?? [])].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  if (list.length === 0) return null;
  const open = async (id: string, title: string) => {
    try {
      downloadBlob(await getReportPdf(measurementId, id), `${title.replace(/[^\w.-]+/g, '_')}.pdf`);
    } catch (error) {
      void showError(escapeHtml(errorMessage(error)));
    }
  };
  return (
    <div data-testid="saved-reports">
      <Text fw={600} mt="lg" mb={4}>
        {t('noise:viewer.save.reports')}
      </Text>
      <List size="sm" spacing={4}>
        {list.map((r) => (
          <List.Item key={r.id} data-testid="saved-report">
            <Anchor component="button" type="button" onClick={() => void open(r.id, r.title)}>
              {r.title}
            </Anchor>{' '}
            <Text span size="xs" c="dimmed">
              {formatDateTime(new Date(r.createdAt))} · {formatFileSize(i18n.language, r.size)}
            </Text>
            {r.signedBy && (
              <Text span size="xs" fw={600} data-testid="report-signed-by">
                {' · '}
                {t('reportSigning:list.signedBy', { name: r.signedBy })}
              </Text>
            )}
            {r.revokedAt ? (
              <Text span size="xs" fw={600} data-testid="report-revoked">
                {' · '}
                {t('reportSigning:list.revoked', { date: formatDateTime(new Date(r.revokedAt)) })}
              </Text>
            ) : (
              <Button
                size="compact-xs"
                variant="light"
                ml="xs"
                onClick={() => {
                  setSignedMessage(undefined);
                  setSigning(r);
                }}
                aria-label={t('reportSigning:list.signLabel', { title: r.title })}
                data-testid="report-sign"
              >
                {t('reportSigning:list.sign')}
              </Button>
            )}
          </List.Item>
        ))}
      </List>
      {signedMessage && (
        <Alert color="green" role="status" mt="xs" p="xs" data-testid="report-signed-message">
          {signedMessage}
        </Alert>
      )}
      <SignReportDialog
        report={signing}
        measurementId={measurementId}
        onClose={() => setSigning(undefined)}
        sign={sign}
        onSigned={(report) => {
          setSignedMessage(t('reportSigning:dialog.done', { name: report.signedBy ?? '' }));
          void queryClient.invalidateQueries({ queryKey: measurementsKey });
        }}
      />
    </div>
  );
}
