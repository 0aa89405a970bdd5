import { Badge, Button, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import type { Company } from '@ohp/contracts';
import { useTranslation } from 'react-i18next';
import { showError } from '../../../components/ui/alert-dialog/alert-store';
import { errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/use-session';
import { useCompanyUsers } from '../api/get-company-users';
import { useRemoveCompanyUser } from '../api/remove-company-user';
import { useSetUserRole } from '../api/set-user-role';
import { confirmRemoval } from '../lib/confirm';
import { OrganisationCard } from './organisation-card';
import classes from './organisations.module.css';

/** The users with access: role, make owner/member and remove (owners), leave (oneself). */
export function CompanyUsers({ company }: { company: Company }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const users = useCompanyUsers(company.id);
  const setRole = useSetUserRole();
  const remove = useRemoveCompanyUser();
  const isOwner = company.role === 'owner';
  const onError = (error: unknown) => void showError(errorMessage(error));

  const removeUser = async (userId: string, name: string) => {
    const self = userId === user?.id;
    const ok = await confirmRemoval(
      t(self ? 'organisations:users.leaveTitle' : 'organisations:users.removeTitle'),
      t(self ? 'organisations:users.leaveText' : 'organisations:users.removeText', {
        name,
        company: company.corporateName,
      }),
      t(self ? 'organisations:users.leave' : 'organisations:users.remove'),
    );
    if (ok) remove.mutate({ companyId: company.id, userId }, { onError });
  };

  return (
    <OrganisationCard title={t('organisations:users.title')} testId="company-users">
      {users.isError ? <Text role="alert">{errorMessage(users.error)}</Text> : null}
      <div>
        <Table verticalSpacing="sm" className={classes.usersTable}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('organisations:users.name')}</Table.Th>
              <Table.Th>{t('organisations:users.role')}</Table.Th>
              <Table.Th>
                <VisuallyHidden>{t('organisations:users.actions')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(users.data ?? []).map((member) => {
              const name = `${member.name} ${member.lastName}`.trim();
              const self = member.id === user?.id;
              return (
                <Table.Tr key={member.id}>
                  <Table.Td data-label={t('organisations:users.name')}>
                    <Stack gap={0}>
                      <Text size="sm" fw={600}>
                        {name}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {member.email}
                      </Text>
                    </Stack>
                  </Table.Td>
                  <Table.Td data-label={t('organisations:users.role')}>
                    <Badge variant="light" color={member.role === 'owner' ? 'teal' : 'gray'}>
                      {t(`organisations:roles.${member.role}`)}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs" justify="flex-end" wrap="wrap">
                      {isOwner ? (
                        <Button
                          size="xs"
                          variant="default"
                          onClick={() =>
                            setRole.mutate(
                              {
                                companyId: company.id,
                                userId: member.id,
                                role: member.role === 'owner' ? 'member' : 'owner',
                              },
                              { onError },
                            )
                          }
                          aria-label={t(
                            member.role === 'owner'
                              ? 'organisations:users.makeMemberOf'
                              : 'organisations:users.makeOwnerOf',
                            { name },
                          )}
                        >
                          {t(
                            member.role === 'owner'
                              ? 'organisations:users.makeMember'
                              : 'organisations:users.makeOwner',
                          )}
                        </Button>
                      ) : null}
                      {isOwner || self ? (
                        <Button
                          size="xs"
                          color="red"
                          variant="light"
                          onClick={() => void removeUser(member.id, name)}
                          aria-label={
                            self
                              ? t('organisations:users.leave')
                              : t('organisations:users.removeNamed', { name })
                          }
                        >
                          {t(self ? 'organisations:users.leave' : 'organisations:users.remove')}
                        </Button>
                      ) : null}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </div>
    </OrganisationCard>
  );
}
