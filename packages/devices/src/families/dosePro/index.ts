import { texts } from './texts.ts';
import { dosimeterV1Module } from '../dosimeter/v1-module.ts';

/** DosePro: first-generation noise dosimeter (SPEC §3 type 2; also shown for unknown devices). */
export const dosePro = dosimeterV1Module({
  family: 'dosePro',
  type: 2,
  name: 'DosePro',
  presentation: {
    displayName: 'DosePro',
    shortName: 'DosePro',
    image: { folder: 'dose-pro', icon: 'ear', from: '#1c5d99', to: '#3b8bd4' },
    routes: { list: 'dosimetro-v1', viewer: 'dosimetro-v1' },
    equipment: [{ slug: 'dosemax-dosepro', menuKey: 'dosimeter' }],
    archiveFolder: 'DosePro',
    summary: { header: [], columns: [] },
    texts,
  },
  serialEndings: ['01A', '1A '],
  serialNumber: '23050004401A',
});
