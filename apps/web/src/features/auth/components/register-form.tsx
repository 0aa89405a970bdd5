import {
  Anchor,
  Button,
  Checkbox,
  Group,
  PasswordInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { showSuccess } from '../../../components/ui/alert-dialog/alert-store';
import { paths } from '../../../config/paths';
import { isLoginResponse, sessionStore } from '../../../lib/session-store';
import { type RegisterInput, useRegisterUser, useSendRegistrationCode } from '../api/register';
import { useFormFields } from '../hooks/use-form-fields';
import * as rules from '../utils/validators';
import { AuthCardHeader } from './auth-card-header';
import { CodeStep } from './code-step';
import { OidcButton } from './oidc-button';
import { countryOptions } from '../../../lib/countries';

type Fields = RegisterInput & { confirmation: string };

const validate = (v: Fields) => ({
  ...rules.registration(v),
  confirmation: rules.passwordConfirmation(v.password, v.confirmation),
});

/** Registration with a code sent by e-mail, and resend code (SPEC §2). */
export function RegisterForm() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const sendCode = useSendRegistrationCode();
  const register = useRegisterUser();
  const [step, setStep] = useState<'details' | 'code'>('details');
  const form = useFormFields<Fields>(
    {
      name: '',
      lastName: '',
      email: '',
      document: '',
      phone: '',
      country: 'BR',
      password: '',
      confirmation: '',
      newsletter: false,
    },
    validate,
  );
  const countries = useMemo(() => countryOptions(i18n.language), [i18n.language]);

  const onDetails = (event: FormEvent) => {
    event.preventDefault();
    if (!form.check()) return;
    sendCode.mutate(form.values.email, { onSuccess: () => setStep('code') });
  };

  const onCode = (code: string) => {
    const { confirmation: _confirmation, ...user } = form.values;
    register.mutate(
      { token: code, user },
      {
        // The answer signs the new user in (for this browser session: remember me is a login choice).
        onSuccess: (answer) => {
          if (isLoginResponse(answer)) {
            sessionStore.login(answer, false);
            void showSuccess(t('app:auth.register.doneSignedIn'));
          } else {
            void showSuccess(t('app:auth.register.done'), undefined, {
              onClose: () => navigate(paths.auth.login.getHref()),
            });
          }
        },
      },
    );
  };

  if (step === 'code') {
    return (
      <CodeStep
        title={t('app:auth.register.codeTitle')}
        subtitle={t('app:auth.register.codeSubtitle', { email: form.values.email })}
        submitLabel={t('app:auth.register.finish')}
        submitting={register.isPending}
        resending={sendCode.isPending}
        onSubmit={onCode}
        onResend={() =>
          sendCode.mutate(form.values.email, { onSuccess: () => void showSuccess(t('app:auth.codeResent')) })
        }
        onBack={() => setStep('details')}
      />
    );
  }

  const field = (key: keyof Omit<Fields, 'newsletter'>) => ({
    value: form.values[key],
    onChange: (e: { currentTarget: { value: string } }) => form.setValue(key, e.currentTarget.value),
    error: form.errors[key],
  });

  return (
    <form onSubmit={onDetails} noValidate aria-label={t('app:auth.register.title')}>
      <AuthCardHeader title={t('app:auth.register.title')} subtitle={t('app:auth.register.subtitle')} />
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            label={t('app:auth.fields.name')}
            autoComplete="given-name"
            withAsterisk
            {...field('name')}
          />
          <TextInput
            label={t('app:auth.fields.lastName')}
            autoComplete="family-name"
            withAsterisk
            {...field('lastName')}
          />
        </SimpleGrid>
        <TextInput
          label={t('app:auth.fields.email')}
          type="email"
          autoComplete="email"
          withAsterisk
          {...field('email')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            label={t('app:auth.fields.document')}
            inputMode="numeric"
            placeholder="000.000.000-00"
            withAsterisk
            {...field('document')}
          />
          <TextInput
            label={t('app:auth.fields.phone')}
            type="tel"
            autoComplete="tel"
            placeholder="+55 11 91234-5678"
            withAsterisk
            {...field('phone')}
          />
        </SimpleGrid>
        <Select
          label={t('app:auth.fields.country')}
          data={countries}
          searchable
          allowDeselect={false}
          withAsterisk
          value={form.values.country}
          onChange={(value) => form.setValue('country', value ?? '')}
          error={form.errors.country}
          nothingFoundMessage={t('common:nothingFound')}
        />
        <PasswordInput
          label={t('app:auth.fields.password')}
          autoComplete="new-password"
          description={t('app:auth.passwordHint')}
          withAsterisk
          {...field('password')}
        />
        <PasswordInput
          label={t('app:auth.fields.confirmPassword')}
          autoComplete="new-password"
          withAsterisk
          {...field('confirmation')}
        />
        <Checkbox
          label={t('app:auth.fields.newsletter')}
          checked={form.values.newsletter}
          onChange={(e) => form.setValue('newsletter', e.currentTarget.checked)}
        />
        <Button type="submit" size="md" fullWidth loading={sendCode.isPending} mt="xs">
          {t('app:auth.register.sendCode')}
        </Button>
        {/* An account made with the third-party sign-in lasts this browser session, like a registration. */}
        <OidcButton rememberMe={false} />
        <Group justify="center" gap={6}>
          <Text size="sm" c="dimmed">
            {t('app:auth.register.haveAccount')}
          </Text>
          <Anchor component={Link} to={paths.auth.login.getHref()} size="sm" fw={600}>
            {t('app:auth.backToLogin')}
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}
