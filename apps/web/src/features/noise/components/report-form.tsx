import { Fieldset, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DateInput } from '../../../components/ui/date-input';
import { GrowingTextarea } from '../../../components/ui/growing-textarea';
import { DurationInput } from '../../../components/ui/duration-input';
import {
  brDateToIso,
  type FieldError,
  type FormField,
  isoToBrDate,
  type NoiseReportFormValues,
  type ProtectorTypeValue,
} from '../lib/report-form-values';

// The evaluator's part of the noise report (SPEC §3 "Dosimetry record and report"): evaluee and
// context, hearing protector, field calibration. Controlled: the viewer keeps the values (they are
// saved with the measurement) and validates them with the shared schema before any PDF.

interface Props {
  values: NoiseReportFormValues;
  errors: Partial<Record<FormField, FieldError>>;
  onChange: (field: FormField, value: string) => void;
}

export function ReportForm({ values, errors, onChange }: Props) {
  const { t } = useTranslation();
  const err = (field: FormField) => {
    const e = errors[field];
    return e ? t(e.key, e.values) : undefined;
  };
  const text = (
    field: FormField,
    label: string,
    extra: { placeholder?: string; maxLength?: number } = {},
  ) => (
    <TextInput
      label={label}
      value={values[field]}
      error={err(field)}
      onChange={(e) => onChange(field, e.currentTarget.value)}
      data-testid={`form-${field}`}
      {...extra}
    />
  );
  const f = (key: string) => t(`reports:noise.fields.${key}`);
  const lf = (key: string) => t(`legal:fields.${key}`);
  return (
    <Stack gap="md" data-testid="report-form">
      <Fieldset legend={t('noise:viewer.form.evaluee')}>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
          {text('employee', f('employee'))}
          {text('company', f('company'))}
          {text('sector', f('sector'))}
          {text('functionGhe', f('functionGhe'))}
          <DurationInput
            label={t('noise:viewer.form.workdayMinutes')}
            value={values.workdayMinutes}
            error={err('workdayMinutes')}
            onChange={(v) => onChange('workdayMinutes', v)}
            data-testid="form-workdayMinutes"
          />
          <DateInput
            label={f('assessmentDate')}
            value={brDateToIso(values.assessmentDate) ?? values.assessmentDate}
            error={err('assessmentDate')}
            onChange={(v) => onChange('assessmentDate', isoToBrDate(v))}
            data-testid="form-assessmentDate"
          />
          {text('evaluatorName', f('evaluator'))}
          {text('evaluatorCompany', f('evaluatorCompany'))}
          {text('evaluatorRegistration', lf('registration'))}
          {text('microphonePosition', lf('microphonePosition'))}
        </SimpleGrid>
        <GrowingTextarea
          mt="sm"
          label={t('noise:viewer.form.annotation')}
          description={t('noise:viewer.form.annotationHint')}
          minRows={3}
          maxRows={12}
          value={values.annotation}
          error={err('annotation')}
          onChange={(e) => onChange('annotation', e.currentTarget.value)}
          data-testid="form-annotation"
        />
      </Fieldset>
      <Fieldset legend={t('reports:noise.sections.protector')}>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
          {text('protectorManufacturer', f('manufacturer'))}
          {text('protectorModel', f('protectorModel'))}
          {text('protectorCa', f('ca'))}
          <Select
            label={f('protectorType')}
            value={values.protectorType === '' ? null : values.protectorType}
            onChange={(v) => onChange('protectorType', (v ?? '') as ProtectorTypeValue)}
            data={(['shell', 'molded', 'pre_molded'] as const).map((v) => ({
              value: v,
              label: t(`reports:noise.protectorTypes.${v}`),
            }))}
            clearable
            error={err('protectorType')}
            data-testid="form-protectorType"
          />
          {text('protectorNrrsf', t('noise:viewer.form.nrrsf'))}
        </SimpleGrid>
      </Fieldset>
      <Fieldset legend={t('reports:noise.sections.calibration')}>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          {text('calibrationPreDb', t('noise:viewer.form.preDb'))}
          {text('calibrationPostDb', t('noise:viewer.form.postDb'))}
          {text('fieldCheck1kHz', f('fieldCheck'))}
          {text('calibratorModel', lf('calibratorModel'))}
          {text('calibratorSerial', lf('calibratorSerial'))}
        </SimpleGrid>
      </Fieldset>
      <GrowingTextarea
        label={t('legal:sections.technicalConsiderations')}
        description={t('noise:viewer.form.annotationHint')}
        minRows={3}
        maxRows={12}
        value={values.technicalConsiderations}
        error={err('technicalConsiderations')}
        onChange={(e) => onChange('technicalConsiderations', e.currentTarget.value)}
        data-testid="form-technicalConsiderations"
      />
    </Stack>
  );
}
