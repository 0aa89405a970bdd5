/** SPEC §3 device type codes, as the devices and the register lists send them. 0 = unknown (shown as DosePro). */
export const DeviceType = {
  unknown: 0,
  doseMax: 1,
  dosePro: 2,
  itemp: 3,
  axPro: 4,
  co2Pro: 5,
  doseMaxV2: 6,
} as const;
export type DeviceType = (typeof DeviceType)[keyof typeof DeviceType];
