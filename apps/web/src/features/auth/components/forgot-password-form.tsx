import { Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { showSuccess } from '../../../components/ui/alert-dialog/alert-store';
import { paths } from '../../../config/paths';
import { useRequestRecoveryCode, useResetPassword } from '../api/forgot-password';
import { useFormFields } from '../hooks/use-form-fields';
import * as rules from '../utils/validators';
import { AuthCardHeader } from './auth-card-header';
import { CodeStep } from './code-step';

const validateEmail = (v: { email: string }) => ({ email: rules.email(v.email) });
const validatePasswords = (v: { password: string; confirmation: string }) => ({
  password: rules.newPassword(v.password),
  confirmation: rules.passwordConfirmation(v.password, v.confirmation),
});

/** Request a recovery code, then set a new password with the code (SPEC §2). */
export function ForgotPasswordForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const requestCode = useRequestRecoveryCode();
  const reset = useResetPassword();
  const [step, setStep] = useState<'email' | 'reset'>('email');
  const emailForm = useFormFields({ email: '' }, validateEmail);
  const passwords = useFormFields({ password: '', confirmation: '' }, validatePasswords);

  const onEmail = (event: FormEvent) => {
    event.preventDefault();
    if (!emailForm.check()) return;
    requestCode.mutate(emailForm.values.email, { onSuccess: () => setStep('reset') });
  };

  if (step === 'reset') {
    return (
      <CodeStep
        title={t('app:auth.forgot.resetTitle')}
        subtitle={t('app:auth.forgot.resetSubtitle', { email: emailForm.values.email })}
        submitLabel={t('app:auth.forgot.save')}
        submitting={reset.isPending}
        resending={requestCode.isPending}
        checkExtra={passwords.check}
        onSubmit={(code) =>
          reset.mutate(
            { email: emailForm.values.email, password: passwords.values.password, token: code },
            {
              onSuccess: () =>
                void showSuccess(t('app:auth.forgot.done'), undefined, {
                  onClose: () => navigate(paths.auth.login.getHref()),
                }),
            },
          )
        }
        onResend={() =>
          requestCode.mutate(emailForm.values.email, {
            onSuccess: () => void showSuccess(t('app:auth.codeResent')),
          })
        }
        onBack={() => setStep('email')}
      >
        <PasswordInput
          label={t('app:auth.fields.newPassword')}
          autoComplete="new-password"
          description={t('app:auth.passwordHint')}
          value={passwords.values.password}
          onChange={(e) => passwords.setValue('password', e.currentTarget.value)}
          error={passwords.errors.password}
        />
        <PasswordInput
          label={t('app:auth.fields.confirmPassword')}
          autoComplete="new-password"
          value={passwords.values.confirmation}
          onChange={(e) => passwords.setValue('confirmation', e.currentTarget.value)}
          error={passwords.errors.confirmation}
        />
      </CodeStep>
    );
  }

  return (
    <form onSubmit={onEmail} noValidate aria-label={t('app:auth.forgot.title')}>
      <AuthCardHeader title={t('app:auth.forgot.title')} subtitle={t('app:auth.forgot.subtitle')} />
      <Stack gap="md">
        <TextInput
          label={t('app:auth.fields.email')}
          placeholder={t('app:auth.fields.emailPlaceholder')}
          type="email"
          autoComplete="email"
          leftSection={<IconMail size={18} stroke={1.6} />}
          size="md"
          value={emailForm.values.email}
          onChange={(e) => emailForm.setValue('email', e.currentTarget.value)}
          error={emailForm.errors.email}
        />
        <Button type="submit" size="md" fullWidth loading={requestCode.isPending}>
          {t('app:auth.forgot.sendCode')}
        </Button>
        <Group justify="center">
          <Anchor component={Link} to={paths.auth.login.getHref()} size="sm" fw={600}>
            {t('app:auth.backToLogin')}
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}
