import {
  catalogueEntry,
  type DeviceFamily,
  type FamilyIcon,
  familyPresentation,
  typeOfFamily,
} from '@ohp/devices';
import { IconActivityHeartbeat, IconEar, IconTemperature, IconWind } from '@tabler/icons-react';
import classes from './device-image.module.css';

// SPEC §3 image folders (the family module's presentation.image): until the product photos exist,
// each family has a drawn placeholder with its own colours and icon.
const icons: Record<FamilyIcon, typeof IconEar> = {
  ear: IconEar,
  temperature: IconTemperature,
  vibration: IconActivityHeartbeat,
  wind: IconWind,
};

export function DeviceImage({ family, size = 34 }: { family: DeviceFamily; size?: number }) {
  const { image } = familyPresentation(family);
  const Icon = icons[image.icon];
  const entry = catalogueEntry(typeOfFamily(family));
  return (
    <div
      className={classes.deviceImage}
      style={{ background: `linear-gradient(135deg, ${image.from}, ${image.to})` }}
      role="img"
      aria-label={entry.name}
      data-image-folder={entry.imageFolder}
    >
      <Icon size={size} stroke={1.5} aria-hidden="true" />
    </div>
  );
}
