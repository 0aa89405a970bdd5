import { Alert, Button, Group, Paper, Select, Text, TextInput, Title } from '@mantine/core';
import { isLanguage, type Language, languages } from '@ohp/i18n';
import { IconCloudUpload, IconFileTypePdf } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './viewer.module.css';

export interface ReportFrameSave {
  description: string;
  onDescription: (value: string) => void;
  descriptionError?: string | undefined;
  onSave: () => void;
  /** Saved already: the button says it saves the changes. */
  saved: boolean;
  disabled?: boolean | undefined;
  loading?: boolean | undefined;
  testId?: string | undefined;
  descriptionTestId?: string | undefined;
}

export interface ReportFrameProps {
  /** The domain's fields (evaluee, method, instrument …), between the title and the actions. */
  children?: ReactNode;
  /** What comes before the fields (the instrument's certificate). */
  intro?: ReactNode;
  language: Language;
  onLanguage: (language: Language) => void;
  languageTestId?: string | undefined;
  pdf: {
    onClick: () => void;
    disabled?: boolean | undefined;
    loading?: boolean | undefined;
    testId?: string;
  };
  /** Save to the cloud; or, when the reading has no file to save, the reason. */
  save: ReportFrameSave | { unavailable: string };
  /** A message after an action (saved, failed). */
  message?: { ok: boolean; text: string } | undefined;
  /** After everything: the reports saved with the measurement. */
  footer?: ReactNode;
  testId?: string | undefined;
}

/**
 * The one report frame of every family's viewer (issue 27 item 3): "Relatório", the domain's
 * fields, then the report language (by its name), "Gerar PDF", the description and "Salvar na
 * nuvem", in that order on every viewer.
 */
export function ReportFrame(p: ReportFrameProps) {
  const { t } = useTranslation();
  const save = p.save;
  return (
    <Paper p="lg" radius="lg" className={classes.card} data-testid="report-frame">
      <div data-testid={p.testId}>
        <Title order={2} size="h4" mb="md">
          {t('viewers:report.title')}
        </Title>
        {p.intro}
        {p.children}
        <Group mt="lg" align="flex-end" wrap="wrap">
          <Select
            label={t('viewers:report.language')}
            value={p.language}
            onChange={(v) => {
              if (isLanguage(v)) p.onLanguage(v);
            }}
            data={languages.map((value) => ({ value, label: t(`common:language.names.${value}`) }))}
            allowDeselect={false}
            w={220}
            data-testid={p.languageTestId}
          />
          <Button
            leftSection={<IconFileTypePdf size={18} />}
            onClick={p.pdf.onClick}
            disabled={p.pdf.disabled}
            loading={p.pdf.loading}
            data-testid={p.pdf.testId}
          >
            {t('viewers:report.generatePdf')}
          </Button>
        </Group>
        {'unavailable' in save ? (
          <Text size="sm" c="dimmed" mt="md">
            {save.unavailable}
          </Text>
        ) : (
          <Group mt="md" align="flex-end" wrap="wrap">
            <TextInput
              label={t('viewers:report.description')}
              value={save.description}
              onChange={(e) => save.onDescription(e.currentTarget.value)}
              error={save.descriptionError}
              maxLength={140}
              style={{ flex: '1 1 280px' }}
              data-testid={save.descriptionTestId}
            />
            <Button
              variant="light"
              leftSection={<IconCloudUpload size={18} />}
              onClick={save.onSave}
              disabled={save.disabled}
              loading={save.loading}
              data-testid={save.testId}
            >
              {save.saved ? t('viewers:report.update') : t('viewers:report.save')}
            </Button>
          </Group>
        )}
        {p.message ? (
          <Alert mt="md" color={p.message.ok ? 'green' : 'red'} role={p.message.ok ? 'status' : 'alert'}>
            {p.message.text}
          </Alert>
        ) : null}
        {p.footer}
      </div>
    </Paper>
  );
}
