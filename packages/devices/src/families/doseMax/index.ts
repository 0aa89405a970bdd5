import { texts } from './texts.ts';
import { dosimeterV1Module } from '../dosimeter/v1-module.ts';

/** DoseMax: first-generation noise dosimeter (SPEC §3 type 1). */
export const doseMax = dosimeterV1Module({
  family: 'doseMax',
  type: 1,
  name: 'DoseMax',
  presentation: {
    displayName: 'DoseMax',
    shortName: 'DoseMax',
    image: { folder: 'dose-max', icon: 'ear', from: '#0d8677', to: '#21b9a7' },
    routes: { list: 'dosimetro-v1', samplesCsv: true, viewer: 'dosimetro-v1' },
    equipment: [{ slug: 'dosemax-dosepro', menuKey: 'dosimeter' }],
    archiveFolder: 'DoseMax',
    summary: { header: [], columns: [] },
    texts,
  },
  serialEndings: ['01B', '1B '],
  serialNumber: '24010001201B',
});
