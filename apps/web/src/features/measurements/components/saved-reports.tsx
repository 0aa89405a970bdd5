import { Anchor, List, Text } from '@mantine/core';
import { formatDateTime } from '@ohp/i18n';
import { useTranslation } from 'react-i18next';
import { showError } from '../../../components/ui/alert-dialog/alert-store';
import { errorMessage } from '../../../lib/api-client';
import { downloadBlob } from '../../../lib/download-blob';
import { formatFileSize } from '../../../lib/format-number';
import { escapeHtml } from '../../../lib/escape-html';
import { getReportPdf } from '../api/get-report-pdf';
import { useReports } from '../api/get-reports';

/** PDF reports saved with the measurement, newest first, each downloadable. */
export function SavedReports({ measurementId }: { measurementId: string }) {
  const { t, i18n } = useTranslation();
  const reports = useReports(measurementId);
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
      <List size="sm" spacing={2}>
        {list.map((r) => (
          <List.Item key={r.id}>
            <Anchor component="button" type="button" onClick={() => void open(r.id, r.title)}>
              {r.title}
            </Anchor>{' '}
            <Text span size="xs" c="dimmed">
              {formatDateTime(new Date(r.createdAt))} · {formatFileSize(i18n.language, r.size)}
            </Text>
          </List.Item>
        ))}
      </List>
    </div>
  );
}
