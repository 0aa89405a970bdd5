import type { Certificate } from '@ohp/contracts';
import { useTranslation } from 'react-i18next';
import { InstrumentCertificate } from '../../../components/reading/instrument-certificate';
import { ReportFrame } from '../../../components/viewer';
import type { SaveController } from '../hooks/use-save-measurement';
import { ReportForm } from './report-form';

interface ReportPanelProps {
  save: SaveController;
  canSave: boolean;
  /** The registered instrument's certificate (instrument passport), judged on the measurement day. */
  certificate?: Certificate | null | undefined;
  measuredOn: Date;
}

/**
 * The instrument's certificate and the noise report form in the viewers' shared report frame:
 * language, "Generate PDF" and "Save" (measurement, state and PDF).
 */
export function ReportPanel({ save, canSave, certificate, measuredOn }: ReportPanelProps) {
  const { t } = useTranslation();
  return (
    <ReportFrame
      intro={<InstrumentCertificate certificate={certificate} measuredOn={measuredOn} />}
      language={save.language}
      onLanguage={save.setLanguage}
      languageTestId="report-language"
      pdf={{ onClick: () => void save.generatePdf(), testId: 'generate-pdf' }}
      save={
        canSave
          ? {
              description: save.description,
              onDescription: save.setDescription,
              descriptionError: save.descriptionError,
              onSave: () => void save.save(),
              saved: Boolean(save.measurementId),
              testId: 'save-measurement',
              descriptionTestId: 'save-description',
            }
          : { unavailable: t('noise:viewer.save.noFile') }
      }
      footer={save.measurementId ? <save.SavedReports measurementId={save.measurementId} /> : null}
    >
      <ReportForm values={save.values} errors={save.errors} onChange={save.setField} />
    </ReportFrame>
  );
}
