import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Loader,
  Modal,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { type Component, vibrationComponentDataSchema } from '@ohp/contracts';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showAlert } from '../../../components/ui/alert-dialog/alert-store';
import { i18next } from '../../../lib/i18n';
import {
  useCreateVibrationComponent,
  useDeleteVibrationComponent,
  useUpdateVibrationComponent,
  useVibrationComponents,
} from '../api/vibration-components';
import { ComponentForm, type ComponentFormValue, emptyComponent } from './component-form';
import classes from './vibration-tables.module.css';

/** A saved component whose data reads as a vibration component (others are skipped). */
export function asFormValue(c: Component): ComponentFormValue | undefined {
  const data = vibrationComponentDataSchema.safeParse(c.data);
  return data.success ? { description: c.description, data: data.data } : undefined;
}

function confirmDelete(name: string): Promise<boolean> {
  return showAlert({
    title: i18next.t('vibration:web.components.confirmDelete', { name }),
    text: '',
    icon: 'warning',
    buttons: [
      { label: i18next.t('common:actions.cancel'), variant: 'default' },
      { label: i18next.t('vibration:web.components.deleteAction'), variant: 'danger' },
    ],
  }).then((index) => index === 1);
}

/** /device/components/axpro: the saved vibration components, typed in, edited and deleted. */
export function VibrationComponentsScreen() {
  const { t } = useTranslation('vibration');
  const list = useVibrationComponents();
  const create = useCreateVibrationComponent();
  const update = useUpdateVibrationComponent();
  const remove = useDeleteVibrationComponent();
  const [editing, setEditing] = useState<{ id?: string; value: ComponentFormValue } | undefined>();
  const [failed, setFailed] = useState<string>();

  const save = async (value: ComponentFormValue) => {
    setFailed(undefined);
    try {
      if (editing?.id) await update.mutateAsync({ id: editing.id, patch: value });
      else await create.mutateAsync(value);
      setEditing(undefined);
    } catch (error) {
      setFailed(error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <Stack gap="md" data-testid="vibration-components">
      <Group justify="space-between">
        <Title order={1}>{t('app:screens.deviceComponents.title')}</Title>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing({ value: emptyComponent })}>
          {t('web.components.new')}
        </Button>
      </Group>
      {failed && (
        <Alert color="red" role="alert">
          {failed}
        </Alert>
      )}
      {list.isPending ? (
        <Loader aria-label={t('web.components.loading')} />
      ) : list.isError ? (
        <Alert color="red" role="alert">
          {t('web.components.loadFailed')}
        </Alert>
      ) : list.data.length === 0 ? (
        <Text>{t('web.components.empty')}</Text>
      ) : (
        <div>
          <Table striped className={classes.componentsTable}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('web.component.description')}</Table.Th>
                <Table.Th>{t('web.component.date')}</Table.Th>
                <Table.Th>{t('web.component.evaluationType')}</Table.Th>
                <Table.Th>{t('web.component.exposureTime')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('web.components.actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.map((c) => {
                const value = asFormValue(c);
                return (
                  <Table.Tr key={c.id}>
                    <Table.Td data-label={t('web.component.description')}>{c.description}</Table.Td>
                    <Table.Td data-label={t('web.component.date')}>{value?.data.date ?? '-'}</Table.Td>
                    <Table.Td data-label={t('web.component.evaluationType')}>
                      {value ? t(`web.evaluationType.${value.data.evaluationType}`) : '-'}
                    </Table.Td>
                    <Table.Td data-label={t('web.component.exposureTime')}>
                      {value?.data.exposureTime ?? '-'}
                    </Table.Td>
                    <Table.Td>
                      <Group gap={4} wrap="nowrap">
                        <ActionIcon
                          variant="default"
                          size="lg"
                          disabled={!value}
                          aria-label={t('web.components.edit', { name: c.description })}
                          onClick={() => value && setEditing({ id: c.id, value })}
                        >
                          <IconPencil size={16} />
                        </ActionIcon>
                        <ActionIcon
                          variant="default"
                          size="lg"
                          color="red"
                          aria-label={t('web.components.delete', { name: c.description })}
                          onClick={() =>
                            void confirmDelete(c.description).then((yes) => yes && remove.mutate(c.id))
                          }
                        >
                          <IconTrash size={16} />
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
      <Modal
        opened={editing !== undefined}
        onClose={() => setEditing(undefined)}
        title={editing?.id ? t('web.components.editTitle') : t('web.components.new')}
        size="lg"
      >
        {editing && (
          <ComponentForm
            initial={editing.value}
            submitLabel={t('web.component.save')}
            busy={create.isPending || update.isPending}
            onSubmit={(v) => void save(v)}
            onCancel={() => setEditing(undefined)}
          />
        )}
      </Modal>
    </Stack>
  );
}
