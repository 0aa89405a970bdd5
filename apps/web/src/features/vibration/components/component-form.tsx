import { Button, Group, NumberInput, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import {
  type VibrationComponentData,
  vibrationComponentDataSchema,
  vibrationEvaluationTypes,
  vibrationFilters,
} from '@ohp/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateInput } from '../../../components/ui/date-input';
import { DurationInput } from '../../../components/ui/duration-input';

// Every SPEC §3 field of a vibration component, typed in or prefilled from a period of a record;
// checked against the contract's schema (the server checks the same), errors next to the field.

export interface ComponentFormValue {
  description: string;
  data: VibrationComponentData;
}

export const emptyComponent: ComponentFormValue = {
  description: '',
  data: {
    date: new Date().toISOString().slice(0, 10),
    startTime: '08:00',
    endTime: '09:00',
    exposureTime: '01:00',
    samples: 1,
    axes: { x: 0, y: 0, z: 0 },
    filters: { x: 'wh', y: 'wh', z: 'wh' },
    factor: 1,
    evaluationType: 'handArm',
    vdv: null,
  },
};

const axes = ['x', 'y', 'z'] as const;

export function ComponentForm(props: {
  initial: ComponentFormValue;
  submitLabel: string;
  busy?: boolean;
  onSubmit: (value: ComponentFormValue) => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation('vibration');
  const [value, setValue] = useState(props.initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const d = value.data;
  const set = (patch: Partial<VibrationComponentData>) => setValue({ ...value, data: { ...d, ...patch } });
  const err = (path: string) => (errors[path] ? t(errors[path] as string) : undefined);
  const num = (v: string | number) => (typeof v === 'number' ? v : Number.NaN);

  const submit = () => {
    const next: Record<string, string> = {};
    if (value.description.trim() === '') next.description = 'web.component.errors.description';
    const parsed = vibrationComponentDataSchema.safeParse(d);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const path = issue.path.join('.');
        next[path] ??= issue.message.startsWith('vibration:')
          ? issue.message.slice(10)
          : 'web.component.errors.value';
      }
    }
    setErrors(next);
    if (Object.keys(next).length === 0 && parsed.success) props.onSubmit({ ...value, data: parsed.data });
  };

  return (
    <Stack gap="sm" data-testid="vibration-component-form">
      <TextInput
        label={t('web.component.description')}
        value={value.description}
        maxLength={140}
        required
        error={err('description')}
        onChange={(e) => setValue({ ...value, description: e.currentTarget.value })}
      />
      <SimpleGrid cols={{ base: 1, xs: 3 }}>
        <DateInput
          label={t('web.component.date')}
          value={d.date}
          error={err('date')}
          onChange={(date) => set({ date })}
        />
        <TextInput
          label={t('web.component.startTime')}
          placeholder="HH:mm"
          value={d.startTime}
          error={err('startTime')}
          onChange={(e) => set({ startTime: e.currentTarget.value })}
        />
        <TextInput
          label={t('web.component.endTime')}
          placeholder="HH:mm"
          value={d.endTime}
          error={err('endTime')}
          onChange={(e) => set({ endTime: e.currentTarget.value })}
        />
        <DurationInput
          label={t('web.component.exposureTime')}
          value={d.exposureTime}
          error={err('exposureTime')}
          onChange={(exposureTime) => set({ exposureTime })}
        />
        <NumberInput
          label={t('web.component.samples')}
          value={d.samples}
          min={1}
          max={1000}
          allowDecimal={false}
          error={err('samples')}
          onChange={(v) => set({ samples: num(v) })}
        />
        <NumberInput
          label={t('web.component.factor')}
          value={d.factor}
          min={0}
          max={200}
          decimalScale={3}
          error={err('factor')}
          onChange={(v) => set({ factor: num(v) })}
        />
      </SimpleGrid>
      <Select
        label={t('web.component.evaluationType')}
        value={d.evaluationType}
        allowDeselect={false}
        data={vibrationEvaluationTypes.map((e) => ({ value: e, label: t(`web.evaluationType.${e}`) }))}
        onChange={(v) => v && set({ evaluationType: v as VibrationComponentData['evaluationType'] })}
      />
      <SimpleGrid cols={{ base: 1, xs: 3 }}>
        {axes.map((axis) => (
          <Stack key={axis} gap={4}>
            <NumberInput
              label={t('web.component.axis', { axis: axis.toUpperCase() })}
              value={d.axes[axis]}
              min={0}
              max={1000}
              decimalScale={4}
              error={err(`axes.${axis}`)}
              onChange={(v) => set({ axes: { ...d.axes, [axis]: num(v) } })}
            />
            <Select
              label={t('web.component.filter', { axis: axis.toUpperCase() })}
              value={d.filters[axis]}
              allowDeselect={false}
              data={vibrationFilters.map((f) => ({ value: f, label: t(`web.filter.${f}`) }))}
              onChange={(v) =>
                v && set({ filters: { ...d.filters, [axis]: v as VibrationComponentData['filters']['x'] } })
              }
            />
            <NumberInput
              label={t('web.component.vdv', { axis: axis.toUpperCase() })}
              value={d.vdv?.[axis] ?? ''}
              min={0}
              decimalScale={4}
              error={err(`vdv.${axis}`)}
              onChange={(v) => {
                const current = d.vdv ?? { x: 0, y: 0, z: 0 };
                const next = { ...current, [axis]: typeof v === 'number' ? v : 0 };
                set({ vdv: next.x || next.y || next.z ? next : null });
              }}
            />
          </Stack>
        ))}
      </SimpleGrid>
      {Object.keys(errors).length > 0 && (
        <Text c="red.8" size="sm" role="alert">
          {t('web.component.errors.check')}
        </Text>
      )}
      <Group justify="flex-end">
        {props.onCancel && (
          <Button variant="default" onClick={props.onCancel}>
            {t('web.component.cancel')}
          </Button>
        )}
        <Button onClick={submit} loading={props.busy}>
          {props.submitLabel}
        </Button>
      </Group>
    </Stack>
  );
}
