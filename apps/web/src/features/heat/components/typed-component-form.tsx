import {
  Alert,
  Button,
  Checkbox,
  Group,
  NumberInput,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { HeatNorm } from '@ohp/exposure';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/use-session';
import { useCreateHeatComponent } from '../api/components';
import {
  type FieldError,
  type TypedComponentFields,
  type TypedField,
  typedComponent,
} from '../lib/typed-component';
import { ActivityPicker } from './report-options';
import classes from './heat.module.css';

// /device/components/itemp: a component typed in — tg, tbn (and tbs) or an IBUTG measured
// elsewhere, the time in the critical hour, the activity — checked (lib/typed-component) and saved
// for reuse in the report's component mode. Temperatures in the user's unit, kept in °C.

const empty = (norm: HeatNorm): TypedComponentFields => ({
  description: '',
  kind: 'temperatures',
  tg: null,
  tbn: null,
  tbs: null,
  ibutg: null,
  solarLoad: false,
  minutes: null,
  norm,
  activity: null,
  metabolicRate: null,
});

const numberOrNull = (v: string | number) => (typeof v === 'number' && Number.isFinite(v) ? v : null);

export function TypedComponentForm() {
  const { t, i18n } = useTranslation();
  const unit = useSession().user?.temperatureUnit ?? 'C';
  const create = useCreateHeatComponent();
  const [fields, setFields] = useState<TypedComponentFields>(() => empty('nr15-2019'));
  const [errors, setErrors] = useState<Partial<Record<TypedField, FieldError>>>({});
  const [saved, setSaved] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const set = (patch: Partial<TypedComponentFields>) => setFields((f) => ({ ...f, ...patch }));
  const error = (field: TypedField) => {
    const e = errors[field];
    return e ? t(e.key, e.values) : undefined;
  };
  // The decimal comma of pt-BR and es, the point of en.
  const decimalSeparator = i18n.language.startsWith('en') ? '.' : ',';
  const temperature = (field: 'tg' | 'tbn' | 'tbs' | 'ibutg', label: string) => (
    <NumberInput
      label={label}
      value={fields[field] ?? ''}
      onChange={(v) => set({ [field]: numberOrNull(v) })}
      decimalSeparator={decimalSeparator}
      decimalScale={2}
      error={error(field)}
      data-testid={`heat-typed-${field}`}
    />
  );

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setSaved(null);
    setFailure(null);
    const made = typedComponent(fields, unit);
    if (!made.ok) return setErrors(made.errors);
    setErrors({});
    create.mutate(
      { description: made.description, data: made.data },
      {
        onSuccess: () => {
          setSaved(made.description);
          setFields(empty(fields.norm));
        },
        onError: (e) => setFailure(errorMessage(e)),
      },
    );
  };

  const u = `°${unit}`;
  return (
    <Paper p="lg" radius="lg" className={classes.card}>
      <form onSubmit={submit} noValidate data-testid="heat-typed-component">
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('heat:typed.title')}
          </Title>
          <Text size="sm">{t('heat:typed.hint', { unit: u })}</Text>
          <TextInput
            label={t('heat:component.name')}
            value={fields.description}
            maxLength={140}
            onChange={(e) => set({ description: e.currentTarget.value })}
            error={error('description')}
            data-testid="heat-typed-name"
          />
          <Select
            label={t('heat:typed.norm')}
            value={fields.norm}
            allowDeselect={false}
            data={(['nr15-2019', 'nr15-1978'] as const).map((n) => ({
              value: n,
              label: t(`heat:norm.${n}`),
            }))}
            // The activity table and the unit of M follow the norm: what was chosen is cleared.
            onChange={(v) => v && set({ norm: v as HeatNorm, activity: null, metabolicRate: null })}
            data-testid="heat-typed-norm"
          />
          <div>
            <Text size="sm" fw={500} id="heat-typed-kind">
              {t('heat:typed.kind')}
            </Text>
            <SegmentedControl
              aria-labelledby="heat-typed-kind"
              value={fields.kind}
              onChange={(v) => set({ kind: v as TypedComponentFields['kind'] })}
              data={[
                { value: 'temperatures', label: t('heat:typed.kindTemperatures') },
                { value: 'ibutg', label: t('heat:typed.kindIbutg') },
              ]}
              data-testid="heat-typed-kind"
            />
          </div>
          {fields.kind === 'temperatures' ? (
            <>
              <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
                {temperature('tg', t('heat:typed.tg', { unit: u }))}
                {temperature('tbn', t('heat:typed.tbn', { unit: u }))}
                {temperature('tbs', t('heat:typed.tbs', { unit: u }))}
              </SimpleGrid>
              <Checkbox
                label={t('heat:screen.solarLoad')}
                description={t('heat:screen.solarLoadHint')}
                checked={fields.solarLoad}
                onChange={(e) => set({ solarLoad: e.currentTarget.checked })}
              />
            </>
          ) : (
            temperature('ibutg', t('heat:typed.ibutg', { unit: u }))
          )}
          <NumberInput
            label={t('heat:typed.minutes')}
            value={fields.minutes ?? ''}
            min={1}
            max={60}
            decimalSeparator={decimalSeparator}
            decimalScale={1}
            onChange={(v) => set({ minutes: numberOrNull(v) })}
            error={error('minutes')}
            w={220}
            data-testid="heat-typed-minutes"
          />
          <ActivityPicker
            norm={fields.norm}
            activity={fields.activity}
            rate={fields.metabolicRate}
            onChange={(activity, metabolicRate) => set({ activity, metabolicRate })}
            testId="heat-typed"
          />
          {errors.metabolicRate && (
            <Text c="red" size="sm" role="alert">
              {error('metabolicRate')}
            </Text>
          )}
          <Group>
            <Button type="submit" loading={create.isPending} data-testid="heat-typed-save">
              {t('heat:typed.save')}
            </Button>
          </Group>
          {saved && (
            <Alert color="green" role="status" data-testid="heat-typed-saved">
              {t('heat:typed.saved', { name: saved })}
            </Alert>
          )}
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
        </Stack>
      </form>
    </Paper>
  );
}
