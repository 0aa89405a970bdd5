import type { DeviceFamily } from '@ohp/contracts';
import { Anchor, Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { documentFileUrl, useDocuments } from '../api/get-documents';
import { DeviceFilter } from './device-filter';

/** /documents: manuals, declarations and drivers, by device, each marked with its category. */
export function DocumentsPage() {
  const { t } = useTranslation();
  const [device, setDevice] = useState<DeviceFamily | undefined>();
  const { data, isLoading } = useDocuments(device);
  return (
    <Stack p="md">
      <Title order={1} size="h2">
        {t('admin:support.documentsTitle')}
      </Title>
      <DeviceFilter value={device} onChange={setDevice} />
      {!isLoading && data?.length === 0 ? <Text c="dimmed">{t('admin:support.noDocuments')}</Text> : null}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {(data ?? []).map((doc) => (
          <Card key={doc.id} withBorder data-testid="support-document">
            <Stack gap="xs">
              <Group justify="space-between" align="flex-start">
                <IconFileTypePdf size={32} aria-hidden="true" />
                {doc.category ? (
                  <Badge variant="light" data-testid="document-category">
                    {t(`admin:support.categories.${doc.category}`)}
                  </Badge>
                ) : null}
              </Group>
              <Text fw={600}>{doc.title}</Text>
              <Text size="sm" c="dimmed">
                {doc.description}
              </Text>
              <Anchor href={documentFileUrl(doc.id)} target="_blank" rel="noopener">
                {t('admin:support.open')}
              </Anchor>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
