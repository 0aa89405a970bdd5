import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { measurementHref } from '../../../config/measurement-routes';
import { webDomainOf, webDomains } from '../../domains';
import { domainOf } from '@ohp/devices';
import { DeviceRecords } from '../../../features/device/components/device-records';
import type { SaveRecordToCloud } from '../../../features/device/lib/record-read';
import { createMeasurement } from '../../../features/measurements/api/create-measurement';
import { DeviceRegistrationOffer } from '../../../features/organisations/components/device-registration-offer';
import { measurementsKey } from '../../../features/measurements/api/get-measurements';
import { preloadViewerWhenIdle } from '../../use-preload-viewer';

// The app layer composes the features: a record read from the device is already the current
// reading (the reading store), shown by its domain's viewer on /upload/read; "Save to cloud" saves
// it through the measurements feature (the server finds its domain and family in the file); the
// organisations feature says whether the device is registered and how its certificate stands. The
// viewer a read record opens in is loaded while the records show.
export function Component() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const saveRecord: SaveRecordToCloud = async (request) => {
    // A domain with its own API saves through it (CO2Pro: POST co2pro with the report payload).
    const ownSave = webDomainOf(domainOf(request.family))?.saveDeviceRecord;
    const measurement = ownSave
      ? await ownSave(request)
      : await createMeasurement({
          fileName: request.fileName,
          fileText: request.text,
          description: request.description,
          serialNumber: request.serialNumber,
        });
    await queryClient.invalidateQueries({ queryKey: measurementsKey });
    return {
      description: measurement.description,
      href: measurementHref(measurement.family, measurement.id, measurement.domain),
    };
  };
  return (
    <DeviceRecords
      id={id}
      onRecordRead={() => void navigate(paths.app.uploadRead.getHref())}
      saveRecord={saveRecord}
      cloudDomains={webDomains.map((d) => d.domain)}
      prepareRecordViewer={(family) => preloadViewerWhenIdle(domainOf(family), 'upload-read')}
      deviceDetails={(device) => (
        <DeviceRegistrationOffer serialNumber={device.identity.serialNumber} model={device.identity.model} />
      )}
    />
  );
}
