import { familyDisplayName } from '@ohp/devices';
import type { DocumentCategory, SupportItem } from '@ohp/contracts';
import { documentCategories } from '@ohp/contracts';
import { ActionIcon, Group, Select, Stack, Table, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { showAlert, showError } from '../../../components/ui/alert-dialog/alert-store';
import { errorMessage } from '../../../lib/api-client';
import { escapeHtml } from '../../../lib/escape-html';
import {
  type ContentKind,
  useAdminContent,
  useDeleteContent,
  useSetDocumentCategory,
} from '../api/support-content';
import { ContentUploadForm } from './content-upload-form';

/** The support content tab: publish a document or video, change a document's category, delete. */
export function ContentPanel() {
  return (
    <Stack>
      <ContentUploadForm />
      <ContentList kind="document" />
      <ContentList kind="video" />
    </Stack>
  );
}

function ContentList({ kind }: { kind: ContentKind }) {
  const { t } = useTranslation();
  const { data, isLoading } = useAdminContent(kind);
  const setCategory = useSetDocumentCategory();
  const remove = useDeleteContent();
  const headingId = `content-${kind}s`;

  async function confirmDelete(item: SupportItem) {
    const choice = await showAlert({
      title: t('admin:content.delete', { title: item.title }),
      text: escapeHtml(t('admin:content.confirmDelete', { title: item.title })),
      icon: 'warning',
      buttons: [
        { label: t('admin:content.cancel') },
        { label: t('admin:content.confirm'), variant: 'danger' },
      ],
    });
    if (choice !== 1) return;
    remove.mutate(item.id, { onError: (error) => void showError(errorMessage(error)) });
  }

  const changeCategory = (item: SupportItem, category: DocumentCategory) =>
    setCategory.mutate(
      { id: item.id, category },
      { onError: (error) => void showError(errorMessage(error)) },
    );

  return (
    <section aria-labelledby={headingId}>
      <Title order={2} size="h4" id={headingId} mb="xs">
        {t(`admin:content.${kind}s`)}
      </Title>
      {!isLoading && data?.length === 0 ? <Text c="dimmed">{t('admin:content.none')}</Text> : null}
      <Table.ScrollContainer minWidth={480}>
        <Table>
          <Table.Tbody>
            {(data ?? []).map((item) => (
              <Table.Tr key={item.id} data-testid={`admin-${kind}`}>
                <Table.Td>
                  <Text fw={600}>{item.title}</Text>
                  <Text size="sm" c="dimmed">
                    {item.family ? familyDisplayName(item.family) : t('admin:support.allDevices')}
                  </Text>
                </Table.Td>
                {kind === 'document' ? (
                  <Table.Td>
                    <Select
                      aria-label={t('admin:content.categoryOf', { title: item.title })}
                      allowDeselect={false}
                      size="xs"
                      data={documentCategories.map((value) => ({
                        value,
                        label: t(`admin:support.categories.${value}`),
                      }))}
                      value={item.category}
                      onChange={(next) => next && changeCategory(item, next as DocumentCategory)}
                    />
                  </Table.Td>
                ) : null}
                <Table.Td>
                  <Group justify="flex-end">
                    <ActionIcon
                      variant="light"
                      color="red"
                      aria-label={t('admin:content.delete', { title: item.title })}
                      onClick={() => void confirmDelete(item)}
                    >
                      <IconTrash size={18} />
                    </ActionIcon>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </section>
  );
}
