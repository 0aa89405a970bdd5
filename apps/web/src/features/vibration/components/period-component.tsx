import { Alert, Button, NumberInput, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { VibrationSeries } from '@ohp/devices/readings';
import { formatNumber } from '@ohp/i18n';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateVibrationComponent } from '../api/vibration-components';
import { componentFromPeriod } from '../lib/component-from-period';
import type { VibrationPeriodDraft } from '../lib/vibration-draft';
import { ComponentForm, type ComponentFormValue } from './component-form';

/**
 * "Create a component from a period" of the axis viewer (SPEC §3): the period in minutes from the
 * record start, then the component form prefilled with the period's figures, saved to the cloud.
 */
export function PeriodComponent(props: {
  series: VibrationSeries;
  measurementId: string | undefined;
  /** The period kept from before a reload. */
  initial?: VibrationPeriodDraft | undefined;
  /** Told the period after every change (the viewer keeps it with its draft). */
  onChange?: (period: VibrationPeriodDraft) => void;
}) {
  const { t, i18n } = useTranslation('vibration');
  const totalMin = (props.series.offsets.length * props.series.intervalS) / 60;
  const [from, setFrom] = useState(props.initial?.fromMin ?? 0);
  const [to, setTo] = useState(props.initial?.toMin ?? Math.round(totalMin * 100) / 100);
  const [exposure, setExposure] = useState(props.initial?.exposureMin ?? 60);
  const onChange = props.onChange;
  useEffect(() => {
    onChange?.({ fromMin: from, toMin: to, exposureMin: exposure });
  }, [onChange, from, to, exposure]);
  const [draft, setDraft] = useState<ComponentFormValue>();
  const [problem, setProblem] = useState<string>();
  const [saved, setSaved] = useState<string>();
  const create = useCreateVibrationComponent();

  const cut = () => {
    setSaved(undefined);
    const r = componentFromPeriod(
      props.series,
      { fromS: from * 60, toS: to * 60 },
      { exposureMin: exposure, samples: 1, factor: 1 },
    );
    if (!r.ok) {
      setProblem(t(r.key.replace(/^vibration:/, '')));
      return;
    }
    setProblem(undefined);
    setDraft({ description: '', data: r.data });
  };

  return (
    <Paper withBorder p="md" data-testid="vibration-period">
      <Stack gap="sm">
        <Title order={3} size="h4">
          {t('web.period.title')}
        </Title>
        <Text size="sm">{t('web.period.help', { total: formatNumber(i18n.language, totalMin, 1) })}</Text>
        <SimpleGrid cols={{ base: 1, xs: 3 }}>
          <NumberInput
            label={t('web.period.from')}
            value={from}
            min={0}
            decimalScale={2}
            onChange={(v) => setFrom(Number(v) || 0)}
          />
          <NumberInput
            label={t('web.period.to')}
            value={to}
            min={0}
            decimalScale={2}
            onChange={(v) => setTo(Number(v) || 0)}
          />
          <NumberInput
            label={t('web.period.exposure')}
            value={exposure}
            min={1}
            max={600}
            allowDecimal={false}
            onChange={(v) => setExposure(Number(v) || 0)}
          />
        </SimpleGrid>
        {problem && (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        )}
        <Button variant="default" onClick={cut} w="fit-content">
          {t('web.period.cut')}
        </Button>
        {draft && (
          <ComponentForm
            key={JSON.stringify(draft.data)}
            initial={draft}
            submitLabel={t('web.component.save')}
            busy={create.isPending}
            onSubmit={(value) =>
              void create
                .mutateAsync({ ...value, measurementId: props.measurementId })
                .then(() => {
                  setSaved(t('web.period.saved', { name: value.description }));
                  setDraft(undefined);
                })
                .catch((error: unknown) => setProblem(error instanceof Error ? error.message : String(error)))
            }
          />
        )}
        {saved && (
          <Alert color="green" role="status" data-testid="vibration-component-saved">
            {saved}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
