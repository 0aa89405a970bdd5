import { Checkbox, Fieldset, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DurationInput } from '../../../components/ui/duration-input';
import type { Co2DeviceChoice } from '../lib/viewer-services';
import { co2TextFields, type Co2FormCheck, type Co2FormValues } from '../lib/report-form-values';

// SPEC §3's CO2Pro payload as a form: the evaluee and evaluator, the workday and projection, the
// standards judged, the annotation (≤ 30 lines), the description and the instrument.

type Errors = Extract<Co2FormCheck, { ok: false }>['errors'];

interface Props {
  values: Co2FormValues;
  errors: Errors;
  devices: readonly Co2DeviceChoice[];
  onChange: <K extends keyof Co2FormValues>(field: K, value: Co2FormValues[K]) => void;
}

export function Co2ReportForm({ values, errors, devices, onChange }: Props) {
  const { t } = useTranslation();
  const err = (field: keyof Co2FormValues) => {
    const e = errors[field];
    return e ? t(e.key, e.values) : undefined;
  };
  const text = (
    field: keyof Co2FormValues & string,
    label: string,
    extra: { placeholder?: string; maxLength?: number } = {},
  ) => (
    <TextInput
      label={label}
      value={String(values[field])}
      error={err(field)}
      onChange={(e) => onChange(field, e.currentTarget.value as never)}
      data-testid={`co2-form-${field}`}
      {...extra}
    />
  );
  return (
    <Stack gap="md" data-testid="co2-report-form">
      <Fieldset legend={t('co2:report.sections.identification')}>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
          {co2TextFields.map((field) => (
            <div key={field}>{text(field, t(`co2:report.fields.${field}`), { maxLength: 140 })}</div>
          ))}
          {text('evaluatorRegistration', t('legal:fields.registration'), { maxLength: 40 })}
        </SimpleGrid>
      </Fieldset>
      <Fieldset legend={t('co2:report.sections.method')}>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
          <DurationInput
            label={t('co2:viewer.form.journeyTime')}
            value={String(values.journeyTime)}
            error={err('journeyTime')}
            onChange={(v) => onChange('journeyTime', v as never)}
            data-testid="co2-form-journeyTime"
          />
          <Select
            label={t('co2:viewer.form.norm')}
            value={values.norm}
            allowDeselect={false}
            onChange={(v) => onChange('norm', (v ?? 'both') as Co2FormValues['norm'])}
            data={(['both', 'nr15', 'acgih'] as const).map((n) => ({
              value: n,
              label: t(`co2:report.norms.${n}`),
            }))}
            data-testid="co2-form-norm"
          />
          <Select
            label={t('co2:viewer.form.season')}
            value={values.season}
            allowDeselect={false}
            onChange={(v) => onChange('season', (v ?? 'summer') as Co2FormValues['season'])}
            data={(['summer', 'winter'] as const).map((s) => ({
              value: s,
              label: t(`co2:report.seasons.${s}`),
            }))}
            data-testid="co2-form-season"
          />
        </SimpleGrid>
        <Checkbox
          mt="sm"
          label={t('co2:viewer.form.notProject')}
          checked={values.notProject}
          onChange={(e) => onChange('notProject', e.currentTarget.checked)}
          data-testid="co2-form-notProject"
        />
      </Fieldset>
      <Fieldset legend={t('co2:report.sections.instrument')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {text('serialNumber', t('co2:report.fields.serialNumber'), { maxLength: 40 })}
          <Select
            label={t('co2:viewer.form.userDevice')}
            placeholder={t('co2:viewer.form.noDevice')}
            value={values.userDeviceId || null}
            clearable
            onChange={(v) => onChange('userDeviceId', v ?? '')}
            data={devices.map((d) => ({ value: d.id, label: d.label }))}
            error={err('userDeviceId')}
            data-testid="co2-form-userDeviceId"
          />
        </SimpleGrid>
      </Fieldset>
      <Textarea
        label={t('co2:report.sections.annotation')}
        description={t('co2:viewer.form.annotationHint')}
        rows={6}
        resize="vertical"
        value={values.annotation}
        error={err('annotation')}
        onChange={(e) => onChange('annotation', e.currentTarget.value)}
        data-testid="co2-form-annotation"
      />
      <Textarea
        label={t('legal:sections.technicalConsiderations')}
        description={t('co2:viewer.form.annotationHint')}
        rows={4}
        resize="vertical"
        value={values.technicalConsiderations}
        error={err('technicalConsiderations')}
        onChange={(e) => onChange('technicalConsiderations', e.currentTarget.value)}
        data-testid="co2-form-technicalConsiderations"
      />
    </Stack>
  );
}
