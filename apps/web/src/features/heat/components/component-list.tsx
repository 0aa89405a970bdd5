import {
  ActionIcon,
  Group,
  Loader,
  Paper,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { type Component, heatComponentDataSchema } from '@ohp/contracts';
import { formatDateTime } from '@ohp/i18n';
import { IconCheck, IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showAlert, showError } from '../../../components/ui/alert-dialog/alert-store';
import { useSession } from '../../../lib/use-session';
import { errorMessage } from '../../../lib/api-client';
import { escapeHtml } from '../../../lib/escape-html';
import { useDeleteHeatComponent, useHeatComponents, useUpdateHeatComponent } from '../api/components';
import { formatTemperature } from '../lib/format';
import classes from './heat.module.css';
import { TypedComponentForm } from './typed-component-form';

// /device/components/itemp: the user's saved heat components — name, minutes, temperatures,
// activity — typed in, renamed or deleted here, reused from the report screen's component mode.

export function HeatComponentList() {
  const { t, i18n } = useTranslation();
  const unit = useSession().user?.temperatureUnit ?? 'C';
  const list = useHeatComponents();
  const deletion = useDeleteHeatComponent();
  const update = useUpdateHeatComponent();
  const [editing, setEditing] = useState<{ id: string; value: string } | null>(null);

  const remove = async (c: Component) => {
    const answer = await showAlert({
      title: t('heat:components.deleteTitle'),
      text: escapeHtml(t('heat:components.deleteText', { name: c.description })),
      buttons: [
        { label: t('common:actions.cancel') },
        { label: t('heat:components.delete'), variant: 'danger' },
      ],
    });
    if (answer !== 1) return;
    deletion.mutate(c.id, { onError: (e) => void showError(escapeHtml(errorMessage(e))) });
  };

  const rename = () => {
    if (!editing || editing.value.trim() === '') return;
    update.mutate(
      { id: editing.id, patch: { description: editing.value.trim() } },
      { onSuccess: () => setEditing(null), onError: (e) => void showError(escapeHtml(errorMessage(e))) },
    );
  };

  return (
    <Stack gap="lg" className={classes.page}>
      <Title order={1} size="h2">
        {t('heat:components.title')}
      </Title>
      <Paper p="lg" radius="lg" className={classes.card}>
        {list.isPending ? (
          <Loader />
        ) : list.isError ? (
          <Text c="red">{errorMessage(list.error)}</Text>
        ) : list.data.length === 0 ? (
          <Text data-testid="heat-components-empty">{t('heat:components.empty')}</Text>
        ) : (
          <div className={classes.tableWrap}>
            <Table striped data-testid="heat-components" className={classes.componentsTable}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('heat:component.name')}</Table.Th>
                  <Table.Th>{t('heat:component.minutes')}</Table.Th>
                  <Table.Th>IBUTG / tg · tbn</Table.Th>
                  <Table.Th>{t('heat:component.rate')}</Table.Th>
                  <Table.Th>{t('heat:components.created')}</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>{t('heat:component.actions')}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.data.map((c) => {
                  const d = heatComponentDataSchema.safeParse(c.data);
                  const data = d.success ? d.data : undefined;
                  const temp = (v: number | undefined) =>
                    v === undefined ? '-' : formatTemperature(v, unit, i18n.language);
                  return (
                    <Table.Tr key={c.id}>
                      {/* data-label: the column's name beside each value when a phone stacks the row. */}
                      <Table.Td data-label={t('heat:component.name')}>
                        {editing?.id === c.id ? (
                          <Group gap="xs" wrap="nowrap">
                            <TextInput
                              aria-label={t('heat:component.name')}
                              value={editing.value}
                              maxLength={140}
                              onChange={(e) => setEditing({ id: c.id, value: e.currentTarget.value })}
                            />
                            <ActionIcon
                              variant="light"
                              aria-label={t('heat:components.saveName')}
                              onClick={rename}
                            >
                              <IconCheck size={18} />
                            </ActionIcon>
                          </Group>
                        ) : (
                          c.description
                        )}
                      </Table.Td>
                      <Table.Td className={classes.mono} data-label={t('heat:component.minutes')}>
                        {data ? `${data.minutes} min` : '-'}
                      </Table.Td>
                      <Table.Td className={classes.mono} data-label="IBUTG / tg · tbn">
                        {data?.ibutg !== undefined
                          ? temp(data.ibutg)
                          : `${temp(data?.tg)} · ${temp(data?.tbn)}`}
                      </Table.Td>
                      <Table.Td className={classes.mono} data-label={t('heat:component.rate')}>
                        {data ? `${data.metabolicRate} ${data.metabolicUnit}` : '-'}
                      </Table.Td>
                      <Table.Td className={classes.mono} data-label={t('heat:components.created')}>
                        {formatDateTime(new Date(c.createdAt))}
                      </Table.Td>
                      <Table.Td>
                        <Group gap={4} wrap="nowrap">
                          <ActionIcon
                            variant="subtle"
                            aria-label={t('heat:components.rename', { name: c.description })}
                            onClick={() => setEditing({ id: c.id, value: c.description })}
                          >
                            <IconPencil size={18} />
                          </ActionIcon>
                          <ActionIcon
                            variant="subtle"
                            color="red"
                            aria-label={t('heat:components.deleteNamed', { name: c.description })}
                            onClick={() => void remove(c)}
                          >
                            <IconTrash size={18} />
                          </ActionIcon>
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </div>
        )}
      </Paper>
      <TypedComponentForm />
    </Stack>
  );
}
