import { NoReading } from '../../../components/reading/no-reading';
import { readingStore, useCurrentReading } from '../../../stores/reading-store';
import { restoreCurrentReading } from '../../persisted-reading';
import { loadDomainViewer, ReadingScreen } from '../../reading-screen';

/**
 * /upload/read: the current reading (read from a device or uploaded) in its domain's viewer; after
 * a reload, the reading kept in IndexedDB with its clippings and report form.
 */
export const clientLoader = () => async () => {
  await restoreCurrentReading();
  await loadDomainViewer(readingStore.get()?.reading.domain);
  return null;
};

export function Component() {
  const current = useCurrentReading();
  if (!current) return <NoReading />;
  return <ReadingScreen current={current} />;
}
