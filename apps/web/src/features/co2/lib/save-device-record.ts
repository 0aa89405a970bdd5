import type { Measurement } from '@ohp/contracts';
import type { DeviceRecordSave } from '../../../lib/web-domain';
import { queryClient } from '../../../lib/query-client';
import { createCo2pro } from '../api/create-co2pro';
import { co2proKeys } from '../api/co2pro-error';
import { measurementOfCo2pro } from './as-measurement';
import { co2DeviceRecordPayload } from './device-record-payload';
import type { Co2ViewerServices } from './viewer-services';

/** POST co2pro of a record read from a CO2Pro (the record list's cloud button). */
export async function saveCo2DeviceRecord(
  record: DeviceRecordSave,
  services: Pick<Co2ViewerServices, 'deviceIdOf' | 'refreshAfterCreate'>,
): Promise<Measurement> {
  // A failing device lookup must not stop the save: the payload's userDeviceId is optional.
  const userDeviceId = await services.deviceIdOf?.(record.serialNumber).catch(() => undefined);
  const item = await createCo2pro({
    fileName: record.fileName,
    fileText: record.text,
    fields: co2DeviceRecordPayload({
      description: record.description,
      serialNumber: record.serialNumber,
      userDeviceId,
    }),
  });
  // As the viewer's create: the co2pro lists and what the app layer names (SPEC §7: user devices).
  await Promise.all(
    [co2proKeys.all, ...services.refreshAfterCreate].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
  return measurementOfCo2pro(item);
}
