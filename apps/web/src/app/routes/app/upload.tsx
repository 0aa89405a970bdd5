import { domainOf } from '@ohp/devices';
import { UploadFile } from '../../../features/upload/components/upload-file';
import { preloadViewerWhenIdle } from '../../use-preload-viewer';

// The viewer a file opens in is loaded while the worker reads the file: its charts' warm-up then
// runs in the page's idle time, before their first draw.
export function Component() {
  return (
    <UploadFile prepareViewer={(family) => void preloadViewerWhenIdle(domainOf(family), 'upload-read')} />
  );
}
