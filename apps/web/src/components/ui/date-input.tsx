import { ActionIcon, TextInput, type TextInputProps } from '@mantine/core';
import { datePattern, formatLocalDate, fromIsoDate, parseLocalDate, toIsoDate } from '@ohp/i18n';
import { IconCalendar } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

type Props = Omit<TextInputProps, 'value' | 'onChange' | 'placeholder' | 'error'> & {
  /** yyyy-MM-dd, '' for none, or the text typed when it is not a date (the form refuses it). */
  value: string;
  onChange: (value: string) => void;
  /** An error of the form's own checks (shown when the typed text is a date). */
  error?: string | undefined;
};

const isIso = (text: string) => fromIsoDate(text) !== null;
/** The text the field shows for a value: the date in the language's pattern, else the value as typed. */
const shownText = (language: string, value: string) =>
  isIso(value) ? formatLocalDate(language, fromIsoDate(value)) : value;

/**
 * The one date field: typed in the language's pattern (dd/MM/yyyy in pt-BR and es, MM/dd/yyyy in
 * en) or picked from the browser's calendar; answers yyyy-MM-dd. A typed text that is not a date
 * is kept, named by one message, and handed on as typed so that nothing is sent silently empty.
 */
export function DateInput({ value, onChange, error, ...rest }: Props) {
  const { t, i18n } = useTranslation('common');
  const language = i18n.language;
  const [text, setText] = useState(() => shownText(language, value));
  const picker = useRef<HTMLInputElement>(null);
  // A value set from outside (a reload, the picker) or a language change rewrites the text.
  useEffect(() => {
    setText((current) => {
      const typed = parseLocalDate(language, current);
      return typed && toIsoDate(typed) === value ? current : shownText(language, value);
    });
  }, [value, language]);
  const typed = text.trim() === '' ? null : parseLocalDate(language, text);
  const invalid = text.trim() !== '' && typed === null;
  const pattern = t(
    datePattern(language) === 'MM/dd/yyyy' ? 'controls.datePatternUs' : 'controls.datePattern',
  );
  return (
    <TextInput
      {...rest}
      value={text}
      placeholder={pattern}
      inputMode="numeric"
      error={invalid ? t('controls.invalidDate', { pattern }) : error}
      onChange={(e) => {
        const next = e.currentTarget.value;
        setText(next);
        const date = next.trim() === '' ? null : parseLocalDate(language, next);
        onChange(next.trim() === '' ? '' : date ? toIsoDate(date) : next);
      }}
      rightSection={
        <>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={t('controls.pickDate')}
            onClick={() => picker.current?.showPicker?.()}
          >
            <IconCalendar size={16} />
          </ActionIcon>
          <input
            ref={picker}
            type="date"
            tabIndex={-1}
            aria-hidden
            value={isIso(value) ? value : ''}
            onChange={(e) => onChange(e.currentTarget.value)}
            style={{
              position: 'absolute',
              width: 1,
              height: 1,
              opacity: 0,
              pointerEvents: 'none',
              right: 0,
              bottom: 0,
            }}
          />
        </>
      }
    />
  );
}
