import { dosimeterV1Module } from '../dosimeter/v1-module.ts';

/** DoseMax: first-generation noise dosimeter (SPEC §3 type 1). */
export const doseMax = dosimeterV1Module({
  family: 'doseMax',
  type: 1,
  name: 'DoseMax',
  imageFolder: 'dose-max',
  serialEndings: ['01B', '1B '],
  serialNumber: '24010001201B',
});
