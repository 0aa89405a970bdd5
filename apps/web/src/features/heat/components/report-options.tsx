import { Checkbox, Group, NumberInput, Paper, Radio, Select, Stack, Title } from '@mantine/core';
import { CLOTHING_INCREMENTS, type HeatNorm, heatActivityRow } from '@ohp/exposure';
import { formatNumber } from '@ohp/i18n';
import { useTranslation } from 'react-i18next';
import { activityOptions } from '../lib/activity-options';
import { type ClothingKey, type HeatReportOptions, metabolicUnitOf } from '../lib/report-state';
import classes from './heat.module.css';

// The report options of SPEC §3 (Itemp): norm, rest, workload, hood, sensors, clothing, open sky and,
// in normal mode, the activity of the hour (picked in the norm's table or typed).

interface Props {
  options: HeatReportOptions;
  onChange: (patch: Partial<HeatReportOptions>) => void;
  onNorm: (norm: HeatNorm) => void;
}

export function ActivityPicker({
  norm,
  activity,
  rate,
  onChange,
  testId,
}: {
  norm: HeatNorm;
  activity: string | null;
  rate: number | null;
  onChange: (activity: string | null, rate: number | null) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const { data, optionText } = activityOptions(norm, t);
  const unit = metabolicUnitOf(norm);
  return (
    <Group align="flex-end" wrap="wrap">
      <Select
        label={t('heat:screen.activity')}
        placeholder={t('heat:screen.activityTyped')}
        // A key no longer in the table (an old saved one) shows nothing here: M stays, as typed.
        value={heatActivityRow(norm, activity) ? activity : null}
        data={data}
        renderOption={({ option }) => optionText(option.value)}
        onChange={(v) => onChange(v, heatActivityRow(norm, v)?.rate ?? rate)}
        searchable
        clearable
        maxDropdownHeight={320}
        // In px (not rem: the root font is small on phones): alone on its row at 390 px, so that
        // its placeholder is not cut.
        style={{ flex: '1 1 260px' }}
        data-testid={`${testId}-activity`}
      />
      <NumberInput
        label={t('heat:screen.metabolicRate', { unit })}
        value={rate ?? ''}
        min={1}
        max={2000}
        onChange={(v) => onChange(null, typeof v === 'number' ? v : null)}
        w={170}
        data-testid={`${testId}-rate`}
      />
    </Group>
  );
}

export function ReportOptions({ options, onChange, onNorm }: Props) {
  const { t, i18n } = useTranslation();
  const old = options.norm === 'nr15-1978';
  return (
    <Paper p="lg" radius="lg" className={classes.card}>
      <Title order={2} size="h4" mb="md">
        {t('heat:screen.options')}
      </Title>
      <Stack gap="md">
        <Select
          label={t('heat:report.fields.norm')}
          value={options.norm}
          data={(['nr15-2019', 'nr15-1978'] as const).map((n) => ({ value: n, label: t(`heat:norm.${n}`) }))}
          onChange={(v) => {
            if (v === 'nr15-1978' || v === 'nr15-2019') onNorm(v);
          }}
          allowDeselect={false}
          data-testid="heat-norm"
        />
        {old ? (
          <Radio.Group
            label={t('heat:report.fields.rest')}
            value={options.rest}
            onChange={(v) => onChange({ rest: v === 'elsewhere' ? 'elsewhere' : 'local' })}
          >
            <Group mt="xs">
              <Radio value="local" label={t('heat:rest.local')} data-testid="heat-rest-local" />
              <Radio value="elsewhere" label={t('heat:rest.elsewhere')} data-testid="heat-rest-elsewhere" />
            </Group>
          </Radio.Group>
        ) : null}
        {old && options.rest === 'local' ? (
          <Select
            label={t('heat:report.fields.workload')}
            value={options.workload}
            data={(['auto', 'light', 'moderate', 'heavy'] as const).map((w) => ({
              value: w,
              label: w === 'auto' ? t('heat:screen.workloadAuto') : t(`heat:workload.${w}`),
            }))}
            onChange={(v) => {
              if (v === 'auto' || v === 'light' || v === 'moderate' || v === 'heavy')
                onChange({ workload: v });
            }}
            allowDeselect={false}
            data-testid="heat-workload"
          />
        ) : null}
        {old ? null : (
          <Select
            label={t('heat:report.fields.clothing')}
            value={options.clothing}
            placeholder={t('heat:clothing.workUniform')}
            data={CLOTHING_INCREMENTS.map((c) => ({
              value: c.key,
              label: `${t(`heat:clothing.${c.key}`)} (+${formatNumber(i18n.language, c.incrementC, 1)} °C)`,
            }))}
            onChange={(v) => onChange({ clothing: (v as ClothingKey | null) ?? null })}
            clearable
            data-testid="heat-clothing"
          />
        )}
        <Checkbox
          label={t('heat:screen.hood')}
          checked={options.hood}
          onChange={(e) => onChange({ hood: e.currentTarget.checked })}
          data-testid="heat-hood"
        />
        {options.mode === 'normal' ? (
          <Checkbox
            label={t('heat:screen.solarLoad')}
            description={t('heat:screen.solarLoadHint')}
            checked={options.solarLoad}
            onChange={(e) => onChange({ solarLoad: e.currentTarget.checked })}
            data-testid="heat-solar"
          />
        ) : null}
        {old ? null : (
          <Checkbox
            label={t('heat:report.fields.openSky')}
            checked={options.openSky}
            onChange={(e) => onChange({ openSky: e.currentTarget.checked })}
            data-testid="heat-open-sky"
          />
        )}
        {options.mode === 'normal' ? (
          <ActivityPicker
            norm={options.norm}
            activity={options.activity}
            rate={options.metabolicRate}
            onChange={(activity, metabolicRate) => onChange({ activity, metabolicRate })}
            testId="heat-normal"
          />
        ) : null}
      </Stack>
    </Paper>
  );
}
