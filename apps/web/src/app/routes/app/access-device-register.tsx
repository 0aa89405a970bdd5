import { useNavigate, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { DeviceRecords, type RecordReadResult } from '../../../features/device/components/device-records';
import { readingStore } from '../../../features/upload/stores/reading-store';

// The app layer composes the two features: a record read from the device becomes the current
// reading, shown by the data viewer of /upload/read.
export function Component() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const onRecordRead = (result: RecordReadResult) => {
    readingStore.set({ ...result, source: 'device' });
    void navigate(paths.app.uploadRead.getHref());
  };
  return <DeviceRecords id={id} onRecordRead={onRecordRead} />;
}
