import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Issue } from '../lib/validation';

/**
 * Small form state: values, translated errors shown after the first submit (then live), and
 * check() before sending. `validate` gives an i18n key per field with a problem.
 */
export function useFormState<T extends Record<string, string>>(
  initial: T,
  validate: (values: T) => Partial<Record<keyof T, Issue | undefined>>,
) {
  const { t } = useTranslation();
  const translate = t as (key: string, options?: Record<string, string | number>) => string;
  const [values, setValues] = useState<T>(initial);
  const [submitted, setSubmitted] = useState(false);

  const issues: Partial<Record<keyof T, Issue | undefined>> = submitted ? validate(values) : {};
  const errors: Partial<Record<keyof T, string>> = {};
  for (const key of Object.keys(issues) as Array<keyof T>) {
    const issue = issues[key];
    if (issue) errors[key] = translate(issue.key, issue.values);
  }

  const setValue = useCallback((key: keyof T, value: string) => {
    setValues((current) => ({ ...current, [key]: value }));
  }, []);

  /** Shows every error; true when the form is valid. */
  const check = (): boolean => {
    setSubmitted(true);
    return Object.values(validate(values)).every((issue) => !issue);
  };

  /** New values (after a save or a reload) and no errors shown. */
  const reset = useCallback((next: T) => {
    setValues(next);
    setSubmitted(false);
  }, []);

  /** Props for a Mantine text input bound to one field. */
  const field = (key: keyof T) => ({
    value: values[key],
    onChange: (event: { currentTarget: { value: string } }) => setValue(key, event.currentTarget.value),
    error: errors[key],
  });

  return { values, errors, setValue, check, reset, field };
}
