import { ReadingView } from '../../../features/upload/components/reading-view';

export function Component() {
  return <ReadingView />;
}
