import type { WebDomain } from '../../lib/web-domain';
import { vibrationListColumns } from './components/list-columns';
import { vibrationMenuEntries } from './menu-entries';

// The vibration domain of the web app (docs/web-domains.md, docs/web-vibration.md): AxPro records
// and raw acceleration CSVs, their axis viewer (NHO-09 / NHO-10 figures per axis, time history and
// band spectra). The viewer (ECharts) and the saved-file reader are their own chunks; a saved file
// is parsed in a worker.

const savedFileReader = () => import('./lib/read-saved-vibration-file');

export const vibrationDomain: WebDomain = {
  domain: 'vibration',
  menuEntries: vibrationMenuEntries,
  listColumns: vibrationListColumns,
  readSavedFile: async (blob, measurement) =>
    (await savedFileReader()).readSavedVibrationFile(blob, measurement),
  // The reader and its worker start while the file downloads, not after it.
  prepareSavedFileReader: () => void savedFileReader().then((m) => m.prepareVibrationFileReader()),
  loadViewer: () =>
    import('./components/vibration-reading-viewer').then((m) => {
      m.warmUpVibrationViewer();
      return m.VibrationReadingViewer;
    }),
  loadComponentList: () =>
    import('./components/vibration-components-screen').then((m) => m.VibrationComponentsScreen),
};
