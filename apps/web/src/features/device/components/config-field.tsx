import { Select, Switch, TextInput } from '@mantine/core';
import type { FieldSpec } from '@ohp/devices';
import { useTranslation } from 'react-i18next';
import { DateInput } from '../../../components/ui/date-input';
import { DurationInput } from '../../../components/ui/duration-input';
import { i18next } from '../../../lib/i18n';

/** Units written as symbols (SI brochure, 9th ed., table 4: degree Celsius °C); 'C' alone is a weighting. */
const unitSymbols: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  temperatureUnit: { C: '°C', F: '°F' },
};

/**
 * Label of an enumeration value: the unit symbol of a unit field, translated when it is a word,
 * shown as is when it is a code (A, C, 3…).
 */
export function optionLabel(value: string, fieldKey?: string): string {
  const symbol = fieldKey ? unitSymbols[fieldKey]?.[value] : undefined;
  if (symbol) return symbol;
  const key = `devices:screens.options.${value}`;
  return i18next.exists(key) ? i18next.t(key) : value;
}

function hint(field: FieldSpec): string | undefined {
  const t = i18next.t.bind(i18next);
  switch (field.kind) {
    case 'int':
    case 'decimal':
      return t('devices:screens.config.hints.range', { min: field.min, max: field.max });
    case 'duration': {
      const max = field.max ?? 0;
      const hhmm = `${String(Math.floor(max / 60)).padStart(2, '0')}:${String(max % 60).padStart(2, '0')}`;
      return t('devices:screens.config.hints.duration', { max: hhmm });
    }
    case 'text':
      return t('devices:screens.config.hints.maxLength', { max: field.maxLength });
    case 'date':
      return t('devices:screens.config.hints.date');
    default:
      return undefined;
  }
}

interface ConfigFieldProps {
  field: FieldSpec;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}

/** The device writes dates dd/MM/yyyy; the date field answers yyyy-MM-dd. */
const deviceDateToIso = (value: string) => {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value);
  return match ? `${match[3]}-${match[2]}-${match[1]}` : value;
};
const isoToDeviceDate = (value: string) => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : value;
};

/** One input generated from a field descriptor of @ohp/devices (kind, range, options, length). */
export function ConfigField({ field, value, error, onChange }: ConfigFieldProps) {
  const { t } = useTranslation();
  const label = t(field.labelKey);
  if (field.kind === 'bool') {
    return (
      <Switch
        label={label}
        checked={value === '1'}
        onChange={(e) => onChange(e.currentTarget.checked ? '1' : '0')}
        error={error}
        mt="lg"
      />
    );
  }
  if (field.kind === 'enum') {
    const options = [...(field.options ?? [])];
    const data = options.map((o) => ({ value: o, label: optionLabel(o, field.key) }));
    // A value the device sent that is not an option stays visible (and fails validation).
    if (value !== '' && !options.includes(value)) data.push({ value, label: value });
    return (
      <Select
        label={label}
        data={data}
        value={value === '' ? null : value}
        onChange={(v) => onChange(v ?? '')}
        allowDeselect={false}
        error={error}
        comboboxProps={{ withinPortal: true }}
      />
    );
  }
  if (field.kind === 'date') {
    return (
      <DateInput
        label={label}
        value={deviceDateToIso(value)}
        onChange={(v) => onChange(isoToDeviceDate(v))}
        error={error}
      />
    );
  }
  if (field.kind === 'duration') {
    return (
      <DurationInput
        label={label}
        value={value}
        onChange={onChange}
        error={error}
        description={hint(field)}
      />
    );
  }
  const numeric = field.kind === 'int' || field.kind === 'decimal';
  return (
    <TextInput
      label={label}
      value={value}
      // Decimal comma (pt-BR, es) becomes the device's decimal point.
      onChange={(e) =>
        onChange(field.kind === 'decimal' ? e.currentTarget.value.replace(',', '.') : e.currentTarget.value)
      }
      error={error}
      description={hint(field)}
      inputMode={numeric ? 'decimal' : undefined}
    />
  );
}
