import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ValidationIssue } from '../utils/validators';

type Values = Record<string, string | boolean>;
export type Validator<T extends Values> = (values: T) => Partial<Record<keyof T, ValidationIssue | null>>;

/** Small form state: values, translated errors after the first submit, and a check() before sending. */
export function useFormFields<T extends Values>(initial: T, validate: Validator<T>) {
  const { t } = useTranslation();
  const translate = t as (key: string, options?: Record<string, string | number>) => string;
  const [values, setValues] = useState<T>(initial);
  const [touched, setTouched] = useState(false);

  const issues: ReturnType<Validator<T>> = touched ? validate(values) : {};
  const errors: Partial<Record<keyof T, string>> = {};
  for (const key of Object.keys(issues) as Array<keyof T>) {
    const issue = issues[key];
    if (issue) errors[key] = translate(issue.key, issue.values);
  }

  const setValue = useCallback(<K extends keyof T>(key: K, value: T[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
  }, []);

  /**
   * Shows every error and returns true when the form is valid. `now` validates with rules the
   * caller has just loaded (the next render receives them as `validate`).
   */
  const check = useCallback(
    (now: Validator<T> = validate) => {
      setTouched(true);
      return Object.values(now(values)).every((issue) => !issue);
    },
    [validate, values],
  );

  return { values, errors, setValue, check };
}
