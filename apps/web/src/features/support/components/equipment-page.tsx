import { Anchor, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconFileTypePdf, IconPlayerPlay, IconPlugConnected } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DeviceImage } from '../../../components/ui/device-image';
import { paths } from '../../../config/paths';
import { documentFileUrl, useDocuments } from '../api/get-documents';
import { useVideos } from '../api/get-videos';
import { type EquipmentPage as Page, equipmentPageOf, isForPage } from '../lib/equipment';

/** /equipment/:slug: what the device measures, its standards, how to connect, its documents and videos. */
export function EquipmentPage({ slug }: { slug: string | undefined }) {
  const { t } = useTranslation();
  const page = equipmentPageOf(slug);
  if (!page)
    return (
      <Stack p="md">
        <Title order={2}>{t('admin:equipment.notFound')}</Title>
      </Stack>
    );
  return <EquipmentContent page={page} />;
}

function EquipmentContent({ page }: { page: Page }) {
  const { t } = useTranslation();
  const key = (part: string) => t(`admin:equipment.pages.${page.slug}.${part}`);
  // Every item, filtered here: a page may cover two families (DoseMax / DosePro).
  const documents = (useDocuments().data ?? []).filter((doc) => isForPage(page, doc.family));
  const videos = (useVideos().data ?? []).filter((video) => isForPage(page, video.family));
  return (
    <Stack p="md" gap="lg">
      <Group align="center" wrap="nowrap">
        <DeviceImage family={page.image} size={48} />
        <Title order={2}>{key('title')}</Title>
      </Group>
      <SimpleGrid cols={{ base: 1, md: 3 }}>
        {(['measures', 'norms', 'connect'] as const).map((part) => (
          <Card key={part} withBorder>
            <Title order={3} size="h4" mb="xs">
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
        <Title order={3} id="equipment-documents" mb="sm">
          {t('admin:equipment.documents')}
        </Title>
        {documents.length === 0 ? <Text c="dimmed">{t('admin:equipment.noDocuments')}</Text> : null}
        <Stack gap="xs">
          {documents.map((doc) => (
            <Anchor
              key={doc.id}
              href={documentFileUrl(doc.id)}
              target="_blank"
              rel="noopener"
              data-testid="equipment-document"
            >
              <IconFileTypePdf size={16} aria-hidden="true" /> {doc.title}
            </Anchor>
          ))}
        </Stack>
      </section>

      <section aria-labelledby="equipment-videos">
        <Title order={3} id="equipment-videos" mb="sm">
          {t('admin:equipment.videos')}
        </Title>
        {videos.length === 0 ? <Text c="dimmed">{t('admin:equipment.noVideos')}</Text> : null}
        <Stack gap="xs">
          {videos.map((video) => (
            <Anchor
              key={video.id}
              component={Link}
              to={paths.app.videoPlayer.getHref(video.id)}
              data-testid="equipment-video"
            >
              <IconPlayerPlay size={16} aria-hidden="true" /> {video.title}
            </Anchor>
          ))}
        </Stack>
      </section>
    </Stack>
  );
}
