import { VideosPage } from '../../../features/support/components/videos-page';

export function Component() {
  return <VideosPage />;
}
