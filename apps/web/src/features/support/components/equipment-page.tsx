import { Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPlugConnected } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DeviceImage } from '../../../components/ui/device-image';
import { paths } from '../../../config/paths';
import { useDocuments } from '../api/get-documents';
import { useVideos } from '../api/get-videos';
import { type EquipmentPage as Page, equipmentPageOf, isForPage } from '../lib/equipment';
import { SupportLinkList } from './support-link-list';

/** /equipment/:slug: what the device measures, its standards, how to connect, its documents and videos. */
export function EquipmentPage({ slug }: { slug: string | undefined }) {
  const { t } = useTranslation();
  const page = equipmentPageOf(slug);
  if (!page)
    return (
      <Stack p="md">
        <Title order={1} size="h2">
          {t('admin:equipment.notFound')}
        </Title>
      </Stack>
    );
  return <EquipmentContent page={page} />;
}

function EquipmentContent({ page }: { page: Page }) {
  const { t } = useTranslation();
  const key = (part: string) => t(`admin:equipment.pages.${page.slug}.${part}`);
  // Every item, filtered here: a page may cover two families (DoseMax / DosePro).
  const documentList = useDocuments();
  const videoList = useVideos();
  const documents = (documentList.data ?? []).filter((doc) => isForPage(page, doc.family));
  const videos = (videoList.data ?? []).filter((video) => isForPage(page, video.family));
  return (
    <Stack p="md" gap="lg">
      <Group align="center" wrap="nowrap">
        <DeviceImage family={page.image} size={48} />
        <Title order={1} size="h2">
          {key('title')}
        </Title>
      </Group>
      <SimpleGrid cols={{ base: 1, md: 3 }}>
        {(['measures', 'norms', 'connect'] as const).map((part) => (
          <Card key={part} withBorder>
            <Title order={2} size="h4" mb="xs">
              {t(`admin:equipment.${part}`)}
            </Title>
            <Text>{key(part)}</Text>
          </Card>
        ))}
      </SimpleGrid>
      <Group>
        <Button
          component={Link}
          to={paths.app.accessDevice.getHref()}
          leftSection={<IconPlugConnected size={18} />}
        >
          {t('admin:equipment.accessDevice')}
        </Button>
      </Group>

      <section aria-labelledby="equipment-documents">
        <Title order={2} size="h3" id="equipment-documents" mb="sm">
          {t('admin:equipment.documents')}
        </Title>
        <SupportLinkList
          items={documents}
          loading={documentList.isLoading}
          empty={t('admin:equipment.noDocuments')}
          testId="equipment-document"
        />
      </section>

      <section aria-labelledby="equipment-videos">
        <Title order={2} size="h3" id="equipment-videos" mb="sm">
          {t('admin:equipment.videos')}
        </Title>
        <SupportLinkList
          items={videos}
          loading={videoList.isLoading}
          empty={t('admin:equipment.noVideos')}
          testId="equipment-video"
        />
      </section>
    </Stack>
  );
}
