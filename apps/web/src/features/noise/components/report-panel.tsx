import { Button, Group, Paper, Select, Text, TextInput, Title } from '@mantine/core';
import type { Certificate } from '@ohp/contracts';
import { isLanguage } from '@ohp/i18n';
import { IconCloudUpload, IconFileTypePdf } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { InstrumentCertificate } from '../../../components/reading/instrument-certificate';
import type { SaveController } from '../hooks/use-save-measurement';
import classes from './noise.module.css';
import { ReportForm } from './report-form';

const languageNames = { 'pt-BR': 'Português (Brasil)', en: 'English', es: 'Español' } as const;

interface ReportPanelProps {
  save: SaveController;
  canSave: boolean;
  /** The registered instrument's certificate (instrument passport), judged on the measurement day. */
  certificate?: Certificate | null | undefined;
  measuredOn: Date;
}

/**
 * The instrument's certificate, the report form with the language, "Generate PDF" and "Save"
 * (measurement, state and PDF).
 */
export function ReportPanel({ save, canSave, certificate, measuredOn }: ReportPanelProps) {
  const { t } = useTranslation();
  return (
    <Paper p="lg" radius="lg" className={classes.card}>
      <Title order={2} size="h4" mb="md">
        {t('noise:viewer.form.title')}
      </Title>
      <InstrumentCertificate certificate={certificate} measuredOn={measuredOn} />
      <ReportForm values={save.values} errors={save.errors} onChange={save.setField} />
      <Group mt="lg" align="flex-end" wrap="wrap">
        <Select
          label={t('noise:viewer.form.language')}
          value={save.language}
          onChange={(v) => {
            if (isLanguage(v)) save.setLanguage(v);
          }}
          data={Object.entries(languageNames).map(([value, label]) => ({ value, label }))}
          allowDeselect={false}
          w={200}
          data-testid="report-language"
        />
        <Button
          leftSection={<IconFileTypePdf size={18} />}
          onClick={() => void save.generatePdf()}
          data-testid="generate-pdf"
        >
          {t('noise:viewer.form.generatePdf')}
        </Button>
      </Group>
      {canSave ? (
        <Group mt="md" align="flex-end" wrap="wrap">
          <TextInput
            label={t('noise:viewer.save.description')}
            value={save.description}
            onChange={(e) => save.setDescription(e.currentTarget.value)}
            error={save.descriptionError}
            maxLength={140}
            style={{ flex: '1 1 18rem' }}
            data-testid="save-description"
          />
          <Button
            variant="light"
            leftSection={<IconCloudUpload size={18} />}
            onClick={() => void save.save()}
            data-testid="save-measurement"
          >
            {save.measurementId ? t('noise:viewer.save.update') : t('noise:viewer.save.save')}
          </Button>
        </Group>
      ) : (
        <Text size="sm" c="dimmed" mt="md">
          {t('noise:viewer.save.noFile')}
        </Text>
      )}
      {save.measurementId ? <save.SavedReports measurementId={save.measurementId} /> : null}
    </Paper>
  );
}
