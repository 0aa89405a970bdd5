import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { useVideos, videoPosterUrl, videoStreamUrl } from '../api/get-videos';

/** /videos/player/{id}: the browser streams the file with range requests, so seeking works. */
export function VideoPlayerPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { data, isLoading } = useVideos();
  const video = data?.find((item) => item.id === id);
  return (
    <Stack p="md">
      <Anchor component={Link} to={paths.app.videos.getHref()}>
        {t('admin:support.back')}
      </Anchor>
      {!isLoading && !video ? <Text c="dimmed">{t('admin:support.videoMissing')}</Text> : null}
      {video ? (
        <>
          <Title order={1} size="h2">
            {video.title}
          </Title>
          {/* biome-ignore lint/a11y/useMediaCaption: uploaded product videos carry no caption track */}
          <video
            controls
            preload="metadata"
            src={videoStreamUrl(video.id)}
            poster={video.hasPoster ? videoPosterUrl(video.id) : undefined}
            style={{ width: '100%', maxHeight: '70vh', background: 'black' }}
            data-testid="support-video-player"
          />
          <Text>{video.description}</Text>
        </>
      ) : null}
    </Stack>
  );
}
