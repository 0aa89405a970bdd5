import { domainOf } from '@ohp/devices';
import { createCo2Domain } from '../features/co2';
import { organisationKeys } from '../features/organisations/api/query-keys';
import { userDevicesQueryOptions, useUserDevices } from '../features/organisations/api/get-user-devices';
import { queryClient } from '../lib/query-client';

// The CO2 domain composed with what it needs from the organisations feature: after POST co2pro the
// cached user-devices list is refreshed (SPEC §7), and the report form offers the user's CO2Pros.

function useCo2DeviceChoices() {
  const devices = useUserDevices();
  return (devices.data ?? [])
    .filter((d) => domainOf(d.family) === 'co2')
    .map((d) => ({ id: d.id, label: `${d.model} ${d.serialNumber}` }));
}

export const co2DomainOfApp = createCo2Domain({
  refreshAfterCreate: [organisationKeys.devices],
  useDeviceChoices: useCo2DeviceChoices,
  prefetchDeviceChoices: () => void queryClient.prefetchQuery(userDevicesQueryOptions()),
  // The record list's save: the user's registered CO2Pro of the record's serial, if any.
  deviceIdOf: async (serialNumber) =>
    (await queryClient.fetchQuery(userDevicesQueryOptions())).find(
      (d) => domainOf(d.family) === 'co2' && d.serialNumber === serialNumber,
    )?.id,
});
