import {
  ActionIcon,
  Badge,
  Button,
  Group,
  List,
  Paper,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  type Company,
  type CompanyUser,
  type Group as CompanyGroup,
  organisationLimits,
} from '@ohp/contracts';
import { IconTrash, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showError } from '../../../components/ui/alert-dialog/alert-store';
import { errorMessage } from '../../../lib/api-client';
import { useAddGroupMember } from '../api/add-group-member';
import { useDeleteGroup } from '../api/delete-group';
import { useRemoveGroupMember } from '../api/remove-group-member';
import { useUpdateGroup } from '../api/update-group';
import { confirmRemoval } from '../lib/confirm';

/** One group: description, active switch, members (owners change them). */
export function GroupCard({
  group,
  company,
  users,
}: {
  group: CompanyGroup;
  company: Company;
  users: CompanyUser[];
}) {
  const { t } = useTranslation();
  const update = useUpdateGroup();
  const remove = useDeleteGroup();
  const addMember = useAddGroupMember();
  const removeMember = useRemoveGroupMember();
  const [description, setDescription] = useState(group.description);
  const [candidate, setCandidate] = useState<string | null>(null);
  const owner = company.role === 'owner';
  const onError = (error: unknown) => void showError(errorMessage(error));
  const save = (changes: { description?: string; active?: boolean }) =>
    update.mutate(
      {
        id: group.id,
        companyId: company.id,
        description: changes.description ?? group.description,
        active: changes.active ?? group.active,
      },
      { onError },
    );
  const outside = users.filter((u) => !group.members.some((m) => m.id === u.id));

  const onDelete = async () => {
    const ok = await confirmRemoval(
      t('organisations:group.deleteTitle'),
      t('organisations:group.deleteText', { name: group.description }),
      t('organisations:group.delete'),
    );
    if (ok) remove.mutate(group.id, { onError });
  };

  return (
    <Paper
      component="section"
      p="md"
      radius="lg"
      withBorder
      aria-label={group.description}
      data-testid="group-card"
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="xs">
            <Title order={3} size="h5">
              {group.description}
            </Title>
            <Badge variant="light" color={group.active ? 'teal' : 'gray'}>
              {t(group.active ? 'organisations:group.active' : 'organisations:group.inactive')}
            </Badge>
          </Group>
          {owner ? (
            <Group gap="xs">
              <Switch
                label={t('organisations:group.activeSwitch')}
                checked={group.active}
                onChange={(e) => save({ active: e.currentTarget.checked })}
              />
              <ActionIcon
                variant="light"
                color="red"
                onClick={() => void onDelete()}
                aria-label={t('organisations:group.deleteNamed', { name: group.description })}
              >
                <IconTrash size={16} aria-hidden="true" />
              </ActionIcon>
            </Group>
          ) : null}
        </Group>
        {owner ? (
          <form
            onSubmit={(e) => {
              e.preventDefault();
              if (description.trim()) save({ description: description.trim() });
            }}
          >
            <Group align="flex-end" gap="xs" wrap="wrap">
              <TextInput
                label={t('organisations:group.description')}
                value={description}
                onChange={(e) => setDescription(e.currentTarget.value)}
                maxLength={organisationLimits.groupDescription}
                error={description.trim() ? undefined : t('errors:required')}
                style={{ flex: '1 1 200px' }}
              />
              <Button type="submit" variant="default" loading={update.isPending}>
                {t('organisations:group.rename')}
              </Button>
            </Group>
          </form>
        ) : null}
        <Text size="sm" fw={600}>
          {t('organisations:group.members')}
        </Text>
        {group.members.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('organisations:group.noMembers')}
          </Text>
        ) : (
          <List listStyleType="none" spacing={4}>
            {group.members.map((m) => {
              const name = `${m.name} ${m.lastName}`.trim();
              return (
                <List.Item key={m.id}>
                  <Group gap="xs" wrap="nowrap">
                    <Text size="sm">
                      {name}{' '}
                      <Text span size="xs" c="dimmed">
                        {m.email}
                      </Text>
                    </Text>
                    {owner ? (
                      <ActionIcon
                        size="sm"
                        variant="subtle"
                        color="red"
                        onClick={() => removeMember.mutate({ groupId: group.id, userId: m.id }, { onError })}
                        aria-label={t('organisations:group.removeMember', { name })}
                      >
                        <IconX size={14} aria-hidden="true" />
                      </ActionIcon>
                    ) : null}
                  </Group>
                </List.Item>
              );
            })}
          </List>
        )}
        {owner && outside.length > 0 ? (
          <Group align="flex-end" gap="xs" wrap="wrap">
            <Select
              label={t('organisations:group.addMember')}
              data={outside.map((u) => ({ value: u.id, label: `${u.name} ${u.lastName} (${u.email})` }))}
              value={candidate}
              onChange={setCandidate}
              style={{ flex: '1 1 220px' }}
            />
            <Button
              variant="default"
              disabled={!candidate}
              onClick={() =>
                candidate &&
                addMember.mutate(
                  { groupId: group.id, userId: candidate },
                  { onError, onSuccess: () => setCandidate(null) },
                )
              }
            >
              {t('organisations:group.add')}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}
