import type { Measurement } from '@ohp/contracts';
import type { WebDomain } from '../../lib/web-domain';
import { getCo2pro } from './api/get-co2pro';
import { getCo2proFileAnswer } from './api/get-co2pro-file';
import { co2ListColumns } from './components/list-columns';
import { useCo2ListSource } from './hooks/use-co2-list-source';
import { measurementOfCo2pro } from './lib/as-measurement';
import { type Co2ViewerServices, setCo2ViewerServices } from './lib/viewer-services';
import { co2MenuEntries } from './menu-entries';

export type { Co2DeviceChoice, Co2ViewerServices } from './lib/viewer-services';

// The CO2 domain of the web app (docs/web-co2.md): CO2Pro records and CO2 samples CSVs, through
// the co2pro API of SPEC §7. Light on purpose: the viewer (ECharts, the PDF builder) and the
// saved-file reader (the parsers) are their own chunks. The app layer gives what comes from other
// features (the user-devices list and its query key).

const savedFileReader = () => import('./lib/read-saved-co2-file');

export function createCo2Domain(services: Co2ViewerServices): WebDomain {
  setCo2ViewerServices(services);
  return {
    domain: 'co2',
    menuEntries: co2MenuEntries,
    listColumns: co2ListColumns,
    listSource: useCo2ListSource,
    readSavedFile: async (blob, measurement) => (await savedFileReader()).readSavedCo2File(blob, measurement),
    // SPEC §4: the file first (GET co2pro/file/{id}), then the viewer opens.
    openSaved: {
      queryKey: (id) => ['co2pro', 'open', id],
      // The reader's chunk and worker start with the downloads; the answer is parsed and read in the
      // worker.
      open: async (id) => {
        // The report form's device list arrives with the file, not as a re-render of the whole
        // viewer while its first charts draw (a full page load has nothing cached).
        services.prefetchDeviceChoices?.();
        const readerReady = savedFileReader().then((reader) => {
          reader.prepareCo2TextReader();
          return reader;
        });
        const [item, answer, reader] = await Promise.all([
          getCo2pro(id),
          getCo2proFileAnswer(id),
          readerReady,
        ]);
        const measurement: Measurement = measurementOfCo2pro(item);
        const file = await reader.readSavedCo2FileAnswer(answer, measurement);
        reader.prefetchCo2ViewerData(file, measurement);
        return { measurement, file };
      },
    },
    // The record list's cloud button sends SPEC §3's CO2Pro payload, as the viewer's Save does.
    saveDeviceRecord: async (record) =>
      (await import('./lib/save-device-record')).saveCo2DeviceRecord(record, services),
    loadViewer: () =>
      import('./components/co2-reading-viewer').then((m) => {
        m.warmUpCo2Viewer();
        return m.Co2ReadingViewer;
      }),
  };
}
