import type { Co2proItem, Measurement } from '@ohp/contracts';

/**
 * A co2pro item in the shape the shared screens read (the list's columns, the viewer's
 * `measurement`): it is the same saved measurement, with the report payload as its report form.
 */
export function measurementOfCo2pro(item: Co2proItem): Measurement {
  return {
    id: item.id,
    domain: 'co2',
    family: item.family,
    fileName: item.fileName,
    description: item.description,
    serialNumber: item.serialNumber,
    firmware: null,
    size: item.size,
    state: { reportForm: item.report, userDeviceId: item.userDeviceId },
    createdAt: item.createdAt,
    updatedAt: item.updatedAt,
  };
}
