import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { DeviceRecords } from '../../../features/device/components/device-records';
import type { RecordReadResult, SaveRecordToCloud } from '../../../features/device/lib/record-read';
import { saveNewMeasurement } from '../../../features/noise/hooks/use-save-measurement';
import { readingStore } from '../../../features/upload/stores/reading-store';

// The app layer composes the features: a record read from the device becomes the current reading,
// shown by the data viewer of /upload/read (with the device and register, so the DoseMaxV2 audio
// can be read); "Save to cloud" saves a dosimeter record through the noise feature's API.
export function Component() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const onRecordRead = ({ deviceId, register, ...reading }: RecordReadResult) => {
    readingStore.set({ ...reading, source: 'device', origin: { deviceId, register } });
    void navigate(paths.app.uploadRead.getHref());
  };
  const saveRecord: SaveRecordToCloud = async (request) => {
    if (request.family !== 'doseMax' && request.family !== 'dosePro' && request.family !== 'doseMaxV2') {
      throw new Error(`no measurements for ${request.family}`);
    }
    const measurement = await saveNewMeasurement(queryClient, {
      family: request.family,
      fileName: request.fileName,
      fileText: request.text,
      description: request.description,
      serialNumber: request.serialNumber,
    });
    const route =
      request.family === 'doseMaxV2' ? paths.app.measurementDosimeterV2 : paths.app.measurementDosimeterV1;
    return { description: measurement.description, href: route.getHref(measurement.id) };
  };
  return <DeviceRecords id={id} onRecordRead={onRecordRead} saveRecord={saveRecord} />;
}
