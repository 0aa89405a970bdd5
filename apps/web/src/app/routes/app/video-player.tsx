import { VideoPlayerPage } from '../../../features/support/components/video-player-page';

export function Component() {
  return <VideoPlayerPage />;
}
