import type { WebDomain } from '../../lib/web-domain';
import { noiseListColumns } from './components/list-columns';
import { noiseMenuEntries } from './menu-entries';

// The noise domain of the web app (docs/web-domains.md): dosimeter readings, their viewer with the
// NR-15 / NHO-01 figures, clipping and the report form. Light on purpose: the viewer (ECharts, the
// PDF builder) is its own chunk, loaded when a reading is shown; so is the saved-file reader (the
// dosimeter parsers), loaded when a saved measurement is opened.

const savedFileReader = () => import('./lib/read-saved-noise-file');

export const noiseDomain: WebDomain = {
  domain: 'noise',
  menuEntries: noiseMenuEntries,
  listColumns: noiseListColumns,
  readSavedFile: async (blob, measurement) => (await savedFileReader()).readSavedNoiseFile(blob, measurement),
  prepareSavedFileReader: () => void savedFileReader().then((m) => m.prepareNoiseFileReader()),
  loadViewer: () =>
    import('./components/noise-reading-viewer').then((m) => {
      m.warmUpNoiseViewer();
      return m.NoiseReadingViewer;
    }),
};
