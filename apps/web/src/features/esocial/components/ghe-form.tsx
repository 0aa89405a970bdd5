import { Button, Checkbox, Group, NativeSelect, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showError } from '../../../components/ui/alert-dialog/alert-store';
import { errorMessage } from '../../../lib/api-client';
import { type EpiConditions, type GheInput, useSaveGhe } from '../api/esocial-api';

const CONDITIONS: (keyof EpiConditions)[] = [
  'medProtecao',
  'condFuncto',
  'usoInint',
  'przValid',
  'periodicTroca',
  'higienizacao',
];
const allTrue: EpiConditions = {
  medProtecao: true,
  condFuncto: true,
  usoInint: true,
  przValid: true,
  periodicTroca: true,
  higienizacao: true,
};

const empty: GheInput = {
  code: '',
  name: '',
  sector: '',
  activities: '',
  localAmb: 1,
  establishmentCnpj: '',
  epc: 0,
  epcEffective: null,
  epi: 0,
  epis: [],
  epiConditions: null,
};

/** Creates or edits a GHE: environment (infoAmb), activities and protection (epcEpi). */
export function GheForm({
  companyId,
  initial,
  id,
  onDone,
}: {
  companyId: string;
  initial?: GheInput;
  id?: string;
  onDone?: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveGhe(companyId);
  const [form, setForm] = useState<GheInput>(initial ?? empty);
  const [cas, setCas] = useState((initial?.epis ?? []).map((e) => e.ca).join(' '));
  const text = (k: 'code' | 'name' | 'sector' | 'activities' | 'establishmentCnpj') => ({
    value: form[k],
    onChange: (e: { currentTarget: { value: string } }) => setForm({ ...form, [k]: e.currentTarget.value }),
  });
  const use = (k: 'epc' | 'epi') => ({
    value: String(form[k]),
    onChange: (e: { currentTarget: { value: string } }) =>
      setForm({ ...form, [k]: Number(e.currentTarget.value) as 0 | 1 | 2 }),
    data: [0, 1, 2].map((v) => ({ value: String(v), label: t(`esocial:web.ghe.use.${v}`) })),
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const epis =
      form.epi === 2
        ? cas
            .split(/[\s,;]+/)
            .filter(Boolean)
            .map((ca) => ({ ca, effective: true }))
        : [];
    save.mutate(
      {
        ...form,
        ...(id ? { id } : {}),
        epcEffective: form.epc === 2 ? (form.epcEffective ?? false) : null,
        epis,
        epiConditions: form.epi === 2 ? (form.epiConditions ?? allTrue) : null,
      },
      {
        onSuccess: () => {
          if (!id) setForm(empty);
          onDone?.();
        },
        onError: (e) => void showError(errorMessage(e)),
      },
    );
  };
  const conditions = form.epiConditions ?? allTrue;
  return (
    <form onSubmit={onSubmit} aria-label={t(id ? 'esocial:web.ghe.edit' : 'esocial:web.ghe.create')}>
      <Stack gap="sm">
        <Group gap="sm" wrap="wrap" align="flex-end">
          <TextInput
            label={t('esocial:web.ghe.code')}
            required
            maxLength={30}
            {...text('code')}
            style={{ flex: '0 1 120px' }}
          />
          <TextInput
            label={t('esocial:web.ghe.name')}
            required
            maxLength={200}
            {...text('name')}
            style={{ flex: '1 1 220px' }}
          />
          <TextInput
            label={t('esocial:web.ghe.sector')}
            required
            maxLength={100}
            {...text('sector')}
            style={{ flex: '1 1 180px' }}
          />
        </Group>
        <Textarea
          label={t('esocial:web.ghe.activities')}
          required
          maxLength={999}
          rows={3}
          {...text('activities')}
        />
        <Group gap="sm" wrap="wrap" align="flex-end">
          <NativeSelect
            label={t('esocial:web.ghe.localAmb')}
            value={String(form.localAmb)}
            onChange={(e) => setForm({ ...form, localAmb: Number(e.currentTarget.value) as 1 | 2 })}
            data={[
              { value: '1', label: t('esocial:web.ghe.local.1') },
              { value: '2', label: t('esocial:web.ghe.local.2') },
            ]}
          />
          <TextInput
            label={t('esocial:web.ghe.establishmentCnpj')}
            required
            maxLength={18}
            inputMode="numeric"
            {...text('establishmentCnpj')}
          />
        </Group>
        <Group gap="sm" wrap="wrap" align="flex-end">
          <NativeSelect label={t('esocial:web.ghe.epc')} {...use('epc')} />
          {form.epc === 2 ? (
            <Switch
              label={t('esocial:web.ghe.epcEffective')}
              checked={form.epcEffective === true}
              onChange={(e) => setForm({ ...form, epcEffective: e.currentTarget.checked })}
            />
          ) : null}
          <NativeSelect label={t('esocial:web.ghe.epi')} {...use('epi')} />
          {form.epi === 2 ? (
            <TextInput
              label={t('esocial:web.ghe.cas')}
              description={t('esocial:web.ghe.casHelp')}
              value={cas}
              onChange={(e) => setCas(e.currentTarget.value)}
              required
            />
          ) : null}
        </Group>
        {form.epi === 2 ? (
          <Checkbox.Group label={t('esocial:web.ghe.conditions')}>
            <Stack gap={4} mt={4}>
              {CONDITIONS.map((c) => (
                <Checkbox
                  key={c}
                  label={t(`esocial:web.ghe.condition.${c}`)}
                  checked={conditions[c]}
                  onChange={(e) =>
                    setForm({ ...form, epiConditions: { ...conditions, [c]: e.currentTarget.checked } })
                  }
                />
              ))}
            </Stack>
          </Checkbox.Group>
        ) : null}
        <Group>
          <Button type="submit" loading={save.isPending}>
            {t(id ? 'esocial:web.ghe.save' : 'esocial:web.ghe.createButton')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
