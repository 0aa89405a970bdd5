import type { WebDomain } from '../../lib/web-domain';
import { heatListColumns } from './components/list-columns';
import { heatModeOf } from './lib/heat-mode';
import { heatMenuEntries } from './menu-entries';

// The heat domain of the web app (docs/web-heat.md): Itemp records and heat CSVs, the temperature
// viewer and the report screen (normal and component mode), saved components. Light on purpose: the
// viewer (ECharts, the PDF builder) and the saved-file reader are their own chunks; a saved file
// is parsed in a worker.

const savedFileReader = () => import('./lib/read-saved-heat-file');

export const heatDomain: WebDomain = {
  domain: 'heat',
  menuEntries: heatMenuEntries,
  listColumns: heatListColumns,
  // Itemp's two lists (SPEC §2) hold the measurements of each mode; the mode is in the saved state.
  listFilter: (list, measurement) => (list === 'itemp-simple') === (heatModeOf(measurement) === 'normal'),
  readSavedFile: async (blob, measurement) => (await savedFileReader()).readSavedHeatFile(blob, measurement),
  // The reader and its worker start while the file downloads, not after it (one round trip less
  // before the first chart); the file is parsed in the worker.
  prepareSavedFileReader: () => void savedFileReader().then((m) => m.prepareHeatFileReader()),
  loadViewer: () =>
    import('./components/heat-reading-viewer').then((m) => {
      m.warmUpHeatViewer();
      return m.HeatReadingViewer;
    }),
  loadComponentList: () => import('./components/component-list').then((m) => m.HeatComponentList),
};
