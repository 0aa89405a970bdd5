import { Button, Group, Select, SimpleGrid, TextInput } from '@mantine/core';
import { formatCpf, textLimits, type User } from '@ohp/contracts';
import { IconDeviceFloppy, IconId } from '@tabler/icons-react';
import { type FormEvent, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { showError, showSuccess } from '../../../components/ui/alert-dialog/alert-store';
import { errorMessage } from '../../../lib/api-client';
import { useUpdateUser } from '../api/update-user';
import { useFormState } from '../hooks/use-form-state';
import { countryOptions } from '../../../lib/countries';
import { type PersonalData, personalDataRequest, validatePersonalData } from '../lib/validation';
import { SectionCard } from './section-card';

function fromUser(user: User): PersonalData {
  return {
    name: user.name,
    lastName: user.lastName,
    document: user.document ? formatCpf(user.document) : '',
    phone: user.phone ?? '',
    country: user.country ?? '',
  };
}

/** Name, last name, e-mail (read-only), CPF, phone, country: POST /api/user/update. */
export function PersonalDataForm({ user }: { user: User }) {
  const { t, i18n } = useTranslation();
  const update = useUpdateUser();
  const form = useFormState<PersonalData>(fromUser(user), (values) => validatePersonalData(values, user));
  const countries = useMemo(() => countryOptions(i18n.language, user.country), [i18n.language, user.country]);
  const { reset } = form;

  // Saved personal data from the server (after a save) becomes the form's starting point; a change of
  // another part of the user (a preference) leaves what is being typed alone.
  const saved = JSON.stringify(fromUser(user));
  useEffect(() => reset(JSON.parse(saved) as PersonalData), [saved, reset]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.check()) return;
    update.mutate(personalDataRequest(form.values), {
      onSuccess: () => void showSuccess(t('auth:profile.personal.saved')),
      onError: (error) => void showError(errorMessage(error)),
    });
  };

  return (
    <SectionCard
      title={t('auth:profile.personal.title')}
      description={t('auth:profile.personal.description')}
      icon={<IconId size={20} stroke={1.6} />}
      testId="profile-personal"
    >
      <form onSubmit={onSubmit} noValidate aria-label={t('auth:profile.personal.title')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
          <TextInput
            label={t('auth:profile.fields.name')}
            autoComplete="given-name"
            maxLength={textLimits.name}
            withAsterisk
            {...form.field('name')}
          />
          <TextInput
            label={t('auth:profile.fields.lastName')}
            autoComplete="family-name"
            maxLength={textLimits.lastName}
            withAsterisk
            {...form.field('lastName')}
          />
          <TextInput
            label={t('auth:profile.fields.email')}
            description={t('auth:profile.personal.emailHint')}
            value={user.email}
            readOnly
            variant="filled"
            data-testid="profile-email"
          />
          <TextInput
            label={t('auth:profile.fields.document')}
            inputMode="numeric"
            placeholder="000.000.000-00"
            maxLength={textLimits.document}
            withAsterisk={Boolean(user.document)}
            {...form.field('document')}
          />
          <TextInput
            label={t('auth:profile.fields.phone')}
            type="tel"
            autoComplete="tel"
            placeholder="+55 11 91234-5678"
            maxLength={textLimits.phone}
            withAsterisk={Boolean(user.phone)}
            {...form.field('phone')}
          />
          <Select
            label={t('auth:profile.fields.country')}
            data={countries}
            searchable
            allowDeselect={false}
            withAsterisk
            value={form.values.country || null}
            onChange={(value) => form.setValue('country', value ?? '')}
            error={form.errors.country}
            nothingFoundMessage={t('common:nothingFound')}
          />
        </SimpleGrid>
        <Group justify="flex-end" mt="md">
          <Button
            type="submit"
            loading={update.isPending}
            leftSection={<IconDeviceFloppy size={18} stroke={1.6} />}
          >
            {t('auth:profile.personal.save')}
          </Button>
        </Group>
      </form>
    </SectionCard>
  );
}
