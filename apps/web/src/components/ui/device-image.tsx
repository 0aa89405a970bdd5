import { catalogueEntry, type DeviceFamily, typeOfFamily } from '@ohp/devices';
import { IconActivityHeartbeat, IconEar, IconTemperature, IconWind } from '@tabler/icons-react';
import classes from './device-image.module.css';

// SPEC §3 image folders (dose-max, dose-pro, itemp, ax-pro, co2-pro, dose-max-v2): until the product
// photos exist, each family has a drawn placeholder with its own color and icon.
const looks: Record<DeviceFamily, { Icon: typeof IconEar; from: string; to: string }> = {
  doseMax: { Icon: IconEar, from: '#0d8677', to: '#21b9a7' },
  dosePro: { Icon: IconEar, from: '#1c5d99', to: '#3b8bd4' },
  doseMaxV2: { Icon: IconEar, from: '#5b3cc4', to: '#8b6cf0' },
  itemp: { Icon: IconTemperature, from: '#c2410c', to: '#f59e0b' },
  axPro: { Icon: IconActivityHeartbeat, from: '#9f1239', to: '#e11d48' },
  co2Pro: { Icon: IconWind, from: '#166534', to: '#4ade80' },
};

export function DeviceImage({ family, size = 34 }: { family: DeviceFamily; size?: number }) {
  const { Icon, from, to } = looks[family];
  const entry = catalogueEntry(typeOfFamily(family));
  return (
    <div
      className={classes.deviceImage}
      style={{ background: `linear-gradient(135deg, ${from}, ${to})` }}
      role="img"
      aria-label={entry.name}
      data-image-folder={entry.imageFolder}
    >
      <Icon size={size} stroke={1.5} aria-hidden="true" />
    </div>
  );
}
