import { dosimeterV1Module } from '../dosimeter/v1-module.ts';

/** DosePro: first-generation noise dosimeter (SPEC §3 type 2; also shown for unknown devices). */
export const dosePro = dosimeterV1Module({
  family: 'dosePro',
  type: 2,
  name: 'DosePro',
  imageFolder: 'dose-pro',
  serialEndings: ['01A', '1A '],
  serialNumber: '23050004401A',
});
