import { Anchor, Button, Checkbox, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { IconLock, IconMail } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useLogin } from '../api/login';
import { useFormFields, type Validator } from '../hooks/use-form-fields';
import { AuthCardHeader } from './auth-card-header';
import { OidcButton } from './oidc-button';

interface LoginFields extends Record<string, string | boolean> {
  email: string;
  password: string;
  rememberMe: boolean;
}

// The rules use the contracts' zod schemas (utils/validators), ≈ 22 KB gzip: they load on the first
// submit, not with the sign-in page (docs/web-quality.md, "First load"). Before that no error shows.
const loadRules = (): Promise<Validator<LoginFields>> =>
  import('../utils/validators').then(({ email, required }) => (v: LoginFields) => ({
    email: email(v.email),
    password: required(v.password),
  }));
const noRulesYet: Validator<LoginFields> = () => ({});

/** Login: e-mail, password, remember me, third-party sign-in, link to forgot password (SPEC §2). */
export function LoginForm() {
  const { t } = useTranslation();
  const login = useLogin();
  const [rules, setRules] = useState<Validator<LoginFields>>();
  const form = useFormFields<LoginFields>({ email: '', password: '', rememberMe: true }, rules ?? noRulesYet);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const now = rules ?? (await loadRules());
    if (!rules) setRules(() => now);
    if (!form.check(now)) return;
    login.mutate(form.values);
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label={t('app:auth.login.title')}>
      <AuthCardHeader title={t('app:auth.login.title')} subtitle={t('app:auth.login.subtitle')} />
      <Stack gap="md">
        <TextInput
          label={t('app:auth.fields.email')}
          placeholder={t('app:auth.fields.emailPlaceholder')}
          type="email"
          autoComplete="username"
          leftSection={<IconMail size={18} stroke={1.6} />}
          value={form.values.email}
          onChange={(e) => form.setValue('email', e.currentTarget.value)}
          error={form.errors.email}
          size="md"
        />
        <PasswordInput
          label={t('app:auth.fields.password')}
          placeholder={t('app:auth.fields.passwordPlaceholder')}
          autoComplete="current-password"
          leftSection={<IconLock size={18} stroke={1.6} />}
          value={form.values.password}
          onChange={(e) => form.setValue('password', e.currentTarget.value)}
          error={form.errors.password}
          size="md"
        />
        <Group justify="space-between" wrap="nowrap">
          <Checkbox
            label={t('app:auth.login.rememberMe')}
            checked={form.values.rememberMe}
            onChange={(e) => form.setValue('rememberMe', e.currentTarget.checked)}
          />
          <Anchor component={Link} to={paths.auth.forgotPassword.getHref()} size="sm">
            {t('app:auth.login.forgotPassword')}
          </Anchor>
        </Group>
        <Button type="submit" size="md" fullWidth loading={login.isPending}>
          {t('app:auth.login.submit')}
        </Button>
        <OidcButton rememberMe={form.values.rememberMe} />
        <Text ta="center" size="sm" c="dimmed">
          {t('app:auth.login.noAccount')}{' '}
          <Anchor component={Link} to={paths.auth.register.getHref()} fw={600}>
            {t('app:auth.login.createAccount')}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
