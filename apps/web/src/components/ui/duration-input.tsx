import { TextInput, type TextInputProps } from '@mantine/core';
import { formatDuration, parseDuration } from '@ohp/i18n';
import { useTranslation } from 'react-i18next';

type Props = Omit<TextInputProps, 'value' | 'onChange' | 'placeholder'> & {
  /** HH:mm, or what the user is typing. */
  value: string;
  onChange: (value: string) => void;
};

/**
 * The one duration field (workday, period, schedule, exposure time): written HH:mm; minutes typed
 * alone ("480") become "08:00" when the field is left. What is not a duration stays as typed, so
 * the form's validation names it.
 */
export function DurationInput({ value, onChange, onBlur, ...rest }: Props) {
  const { t } = useTranslation('common');
  return (
    <TextInput
      {...rest}
      value={value}
      inputMode="numeric"
      placeholder="HH:mm"
      description={rest.description ?? t('controls.durationHint')}
      onChange={(e) => onChange(e.currentTarget.value)}
      onBlur={(e) => {
        const minutes = parseDuration(value);
        if (minutes !== null) onChange(formatDuration(minutes));
        onBlur?.(e);
      }}
    />
  );
}
