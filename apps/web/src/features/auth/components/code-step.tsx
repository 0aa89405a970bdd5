import { Anchor, Button, Group, Stack, TextInput } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormFields } from '../hooks/use-form-fields';
import { code } from '../utils/validators';
import { AuthCardHeader } from './auth-card-header';

interface CodeStepProps {
  title: string;
  subtitle: string;
  submitLabel: string;
  submitting: boolean;
  resending: boolean;
  onSubmit: (code: string) => void;
  onResend: () => void;
  onBack: () => void;
  /** Extra fields under the code (new password). */
  children?: ReactNode;
  /** Extra validation of those fields; true when valid. */
  checkExtra?: () => boolean;
}

const validate = (v: { code: string }) => ({ code: code(v.code) });

/** Second step of registration and recovery: the 6-digit code sent by e-mail, with resend. */
export function CodeStep(props: CodeStepProps) {
  const { t } = useTranslation();
  const form = useFormFields({ code: '' }, validate);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const codeOk = form.check();
    const extraOk = props.checkExtra ? props.checkExtra() : true;
    if (codeOk && extraOk) props.onSubmit(form.values.code);
  };
  return (
    <form onSubmit={onSubmit} noValidate aria-label={props.title}>
      <AuthCardHeader title={props.title} subtitle={props.subtitle} />
      <Stack gap="md">
        <TextInput
          label={t('app:auth.fields.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          size="md"
          value={form.values.code}
          onChange={(e) => form.setValue('code', e.currentTarget.value.replace(/\D/g, ''))}
          error={form.errors.code}
          styles={{ input: { letterSpacing: '0.4em', fontWeight: 600 } }}
        />
        {props.children}
        <Button type="submit" size="md" fullWidth loading={props.submitting}>
          {props.submitLabel}
        </Button>
        <Group justify="space-between">
          <Anchor component="button" type="button" size="sm" onClick={props.onBack}>
            <Group gap={4} component="span">
              <IconArrowLeft size={14} />
              {t('common:actions.back')}
            </Group>
          </Anchor>
          <Button variant="subtle" size="compact-sm" loading={props.resending} onClick={props.onResend}>
            {t('app:auth.resendCode')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
