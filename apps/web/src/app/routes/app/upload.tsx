import { UploadFile } from '../../../features/upload/components/upload-file';

export function Component() {
  return <UploadFile />;
}
