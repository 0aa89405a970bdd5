import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Checkbox,
  Group,
  Loader,
  Modal,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  type ArchiveEntry,
  type ArchiveShareCreate,
  archivePermissionBits,
  emailField,
  hasArchivePermission,
} from '@ohp/contracts';
import { IconTrash, IconUser, IconUsersGroup } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client';
import { useCreateShare } from '../api/create-share';
import { useDeleteShare } from '../api/delete-share';
import { useShares } from '../api/get-shares';

export interface GroupOption {
  value: string;
  label: string;
}

/** The groups I may share with, for the picker (the app layer reads them from the organisations feature). */
export interface GroupOptions {
  options: readonly GroupOption[];
  loading: boolean;
  error: boolean;
}

export type UseGroupOptions = () => GroupOptions;

type Target = 'user' | 'group';

interface ShareErrors {
  target?: string;
  permission?: string;
  form?: string;
}

/**
 * SPEC §5: sharing needs a group or a user, and at least one permission. Answers the share to
 * send, or the translation keys of what is missing.
 */
export function validateShare(input: {
  target: Target;
  email: string;
  groupId: string | null;
  view: boolean;
  include: boolean;
}): { share: ArchiveShareCreate } | { errors: { target?: string; permission?: string } } {
  const errors: { target?: string; permission?: string } = {};
  const value =
    (input.view ? archivePermissionBits.view : 0) | (input.include ? archivePermissionBits.include : 0);
  if (value === 0) errors.permission = 'archive:share.needsPermission';
  let share: ArchiveShareCreate | undefined;
  if (input.target === 'user') {
    if (input.email.trim() === '') errors.target = 'archive:share.needsTarget';
    else {
      const email = emailField.safeParse(input.email);
      if (!email.success) errors.target = 'errors:invalidEmail';
      else share = { email: email.data, value };
    }
  } else if (!input.groupId) errors.target = 'archive:share.needsTarget';
  else share = { groupId: input.groupId, value };
  if (errors.target || errors.permission || !share) return { errors };
  return { share };
}

export function ShareDialog({
  entry,
  onClose,
  useGroupOptions,
}: {
  entry: ArchiveEntry | null;
  onClose: () => void;
  useGroupOptions: UseGroupOptions;
}) {
  const { t } = useTranslation();
  const groups = useGroupOptions();
  const shares = useShares(entry?.id ?? null);
  const create = useCreateShare();
  const removal = useDeleteShare();
  const [target, setTarget] = useState<Target>('user');
  const [email, setEmail] = useState('');
  const [groupId, setGroupId] = useState<string | null>(null);
  const [view, setView] = useState(true);
  const [include, setInclude] = useState(false);
  const [errors, setErrors] = useState<ShareErrors>({});
  const [openedFor, setOpenedFor] = useState<string | null>(null);
  if (entry && openedFor !== entry.id) {
    setOpenedFor(entry.id);
    setEmail('');
    setGroupId(null);
    setView(true);
    setInclude(false);
    setErrors({});
  }

  const close = () => {
    setOpenedFor(null);
    onClose();
  };

  const submit = async () => {
    if (!entry) return;
    const checked = validateShare({ target, email, groupId, view, include });
    if ('errors' in checked) {
      setErrors({
        ...(checked.errors.target ? { target: t(checked.errors.target) } : {}),
        ...(checked.errors.permission ? { permission: t(checked.errors.permission) } : {}),
      });
      return;
    }
    setErrors({});
    try {
      await create.mutateAsync({ id: entry.id, share: checked.share });
      setEmail('');
      setGroupId(null);
    } catch (e) {
      setErrors({ form: errorMessage(e) });
    }
  };

  const bits = (value: number) =>
    [
      hasArchivePermission(value, archivePermissionBits.view) ? t('archive:share.view') : null,
      hasArchivePermission(value, archivePermissionBits.include) ? t('archive:share.include') : null,
    ].filter((b): b is string => b !== null);

  return (
    <Modal
      opened={entry !== null}
      onClose={close}
      title={t('archive:share.title', { name: entry?.name ?? '' })}
      centered
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
      size="lg"
    >
      <Stack gap="md" data-testid="share-dialog">
        <form
          noValidate
          aria-label={t('archive:share.formLabel')}
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <Stack gap="sm">
            <SegmentedControl
              value={target}
              onChange={(v) => {
                setTarget(v as Target);
                setErrors({});
              }}
              data={[
                { value: 'user', label: t('archive:share.toUser') },
                { value: 'group', label: t('archive:share.toGroup') },
              ]}
              aria-label={t('archive:share.targetLabel')}
            />
            {target === 'user' ? (
              <TextInput
                type="email"
                label={t('archive:share.email')}
                value={email}
                onChange={(e) => {
                  setEmail(e.currentTarget.value);
                  setErrors((x) => ({ ...x, target: undefined }) as ShareErrors);
                }}
                error={errors.target}
                autoComplete="off"
                data-testid="share-email"
              />
            ) : (
              <Select
                label={t('archive:share.group')}
                placeholder={groups.loading ? t('archive:share.groupsLoading') : t('archive:share.groupPick')}
                data={groups.options.map((g) => ({ value: g.value, label: g.label }))}
                value={groupId}
                onChange={(v) => {
                  setGroupId(v);
                  setErrors((x) => ({ ...x, target: undefined }) as ShareErrors);
                }}
                error={
                  errors.target ??
                  (groups.error
                    ? t('archive:share.groupsError')
                    : !groups.loading && groups.options.length === 0
                      ? t('archive:share.noGroups')
                      : undefined)
                }
                data-testid="share-group"
              />
            )}
            <Checkbox.Group
              label={t('archive:share.permissions')}
              error={errors.permission}
              value={[...(view ? ['view'] : []), ...(include ? ['include'] : [])]}
              onChange={(values) => {
                setView(values.includes('view'));
                setInclude(values.includes('include'));
                setErrors((x) => ({ ...x, permission: undefined }) as ShareErrors);
              }}
            >
              <Group gap="lg" mt={6}>
                <Checkbox
                  value="view"
                  label={t('archive:share.view')}
                  description={t('archive:share.viewHint')}
                />
                <Checkbox
                  value="include"
                  label={t('archive:share.include')}
                  description={t('archive:share.includeHint')}
                />
              </Group>
            </Checkbox.Group>
            {errors.form ? (
              <Alert color="red" variant="light" role="alert">
                {errors.form}
              </Alert>
            ) : null}
            <Group justify="flex-end">
              <Button type="submit" loading={create.isPending} data-testid="share-submit">
                {t('archive:share.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
        <section aria-labelledby="archive-shares-title">
          <Title order={3} size="h5" id="archive-shares-title" mb="xs">
            {t('archive:share.current')}
          </Title>
          {shares.isPending ? (
            <Loader size="sm" />
          ) : shares.isError ? (
            <Alert color="red" variant="light">
              {errorMessage(shares.error)}
            </Alert>
          ) : (shares.data ?? []).length === 0 ? (
            <Text size="sm" c="dimmed" data-testid="shares-empty">
              {t('archive:share.none')}
            </Text>
          ) : (
            <Stack gap={4} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {(shares.data ?? []).map((share) => (
                <Group key={share.id} component="li" gap="xs" wrap="nowrap" data-testid="share-row">
                  {share.groupId ? (
                    <IconUsersGroup size={18} aria-hidden />
                  ) : (
                    <IconUser size={18} aria-hidden />
                  )}
                  <Text style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>{share.label}</Text>
                  {bits(share.value).map((b) => (
                    <Badge key={b} variant="light" size="sm">
                      {b}
                    </Badge>
                  ))}
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('archive:share.remove', { label: share.label })}
                    title={t('archive:share.remove', { label: share.label })}
                    loading={removal.isPending && removal.variables?.shareId === share.id}
                    onClick={() =>
                      void removal
                        .mutateAsync({ id: share.archiveId, shareId: share.id })
                        .catch((e: unknown) => setErrors({ form: errorMessage(e) }))
                    }
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Group>
              ))}
            </Stack>
          )}
        </section>
      </Stack>
    </Modal>
  );
}
