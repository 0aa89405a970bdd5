import { Button, Group, NativeSelect, NumberInput, TextInput } from '@mantine/core';
import { heatAnalysisOfState } from '@ohp/esocial/heat-state';
import { formatLocalDate } from '@ohp/i18n';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showError } from '../../../components/ui/alert-dialog/alert-store';
import { errorMessage } from '../../../lib/api-client';
import {
  type Ghe,
  type SavedMeasurement,
  useAddGheMeasurement,
  useGheMeasurementOptions,
} from '../api/esocial-api';

/**
 * Adds a saved measurement of any owner or member of the GHE's company (any family) to the GHE.
 * Heat is judged with the analysis saved with it (its NR-15 Anexo 3 text and M); the metabolic rate
 * asked here, in that text's unit, starts from the saved one.
 */
export function AddMeasurement({ ghe }: { ghe: Ghe }) {
  const { t, i18n } = useTranslation();
  const [search, setSearch] = useState('');
  const saved = useGheMeasurementOptions(ghe.id, search);
  const add = useAddGheMeasurement(ghe.id);
  const [measurementId, setMeasurementId] = useState('');
  const [metabolicRate, setMetabolicRate] = useState<number | string>('');
  const picked = saved.data?.find((m) => m.id === measurementId);
  const heat = picked?.domain === 'heat' ? heatAnalysisOfState(picked.state) : null;
  const pick = (id: string) => {
    setMeasurementId(id);
    const m = saved.data?.find((x) => x.id === id);
    setMetabolicRate(m?.domain === 'heat' ? (heatAnalysisOfState(m.state).metabolicRate ?? '') : '');
  };
  const optionLabel = (m: SavedMeasurement) =>
    [
      m.description ? `${m.fileName} (${m.description})` : m.fileName,
      t(`esocial:web.domain.${m.domain}`),
      formatLocalDate(i18n.language, new Date(m.createdAt)),
      ...(m.mine ? [] : [t('esocial:web.ghe.savedBy', { name: m.savedBy })]),
    ].join(' – ');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate(
      { measurementId, metabolicRate: typeof metabolicRate === 'number' ? metabolicRate : null },
      {
        onSuccess: () => pick(''),
        onError: (e) => void showError(errorMessage(e)),
      },
    );
  };
  return (
    <form onSubmit={onSubmit} aria-label={t('esocial:web.ghe.addMeasurement')}>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          label={t('esocial:web.ghe.searchMeasurements')}
          value={search}
          description={t('esocial:web.ghe.searchHint')}
          onChange={(e) => setSearch(e.currentTarget.value)}
          type="search"
        />
        <NativeSelect
          label={t('esocial:web.ghe.measurement')}
          value={measurementId}
          onChange={(e) => pick(e.currentTarget.value)}
          data={[
            { value: '', label: t('esocial:web.ghe.pickMeasurement') },
            ...(saved.data ?? []).map((m) => ({
              value: m.id,
              label: optionLabel(m),
            })),
          ]}
        />
        {heat ? (
          <NumberInput
            label={t(
              heat.norm === 'nr15-1978'
                ? 'esocial:web.ghe.metabolicRate1978'
                : 'esocial:web.ghe.metabolicRate',
            )}
            description={t(`esocial:web.agent.norm.${heat.norm}`)}
            value={metabolicRate}
            onChange={setMetabolicRate}
            min={1}
            max={2000}
            required
          />
        ) : null}
        <Button type="submit" variant="light" loading={add.isPending} disabled={!measurementId}>
          {t('esocial:web.ghe.add')}
        </Button>
      </Group>
    </form>
  );
}
