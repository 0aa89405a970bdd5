import type { DeviceFamily } from '@ohp/contracts';
import { Card, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useVideos, videoPosterUrl } from '../api/get-videos';
import { DeviceFilter } from './device-filter';

/** /videos: support videos with the device filter. */
export function VideosPage() {
  const { t } = useTranslation();
  const [device, setDevice] = useState<DeviceFamily | undefined>();
  const { data, isLoading } = useVideos(device);
  return (
    <Stack p="md">
      <Title order={1} size="h2">
        {t('admin:support.videosTitle')}
      </Title>
      <DeviceFilter value={device} onChange={setDevice} />
      {!isLoading && data?.length === 0 ? <Text c="dimmed">{t('admin:support.noVideos')}</Text> : null}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {(data ?? []).map((video) => (
          <Card
            key={video.id}
            withBorder
            component={Link}
            to={paths.app.videoPlayer.getHref(video.id)}
            data-testid="support-video"
          >
            {video.hasPoster ? (
              <Card.Section>
                <Image src={videoPosterUrl(video.id)} alt="" h={160} fit="cover" />
              </Card.Section>
            ) : (
              <IconPlayerPlay size={32} />
            )}
            <Text fw={600} mt="xs">
              {video.title}
            </Text>
            <Text size="sm" c="dimmed">
              {video.description}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
