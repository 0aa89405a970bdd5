import type {
  Certificate,
  Measurement,
  MeasurementDomain,
  MeasurementSort,
  MeasurementState,
} from '@ohp/contracts';
import type { QueryKey } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import type { MenuEntry } from '../components/layouts/menu-items';
import type { CurrentReading } from '../stores/reading-store';
import type { OpenedReading } from './reading/open-reading';
import type { ReadingText } from './reading-text';

// What a measurement domain brings to the web app (docs/web-domains.md). Each domain module
// (features/<domain>/index.ts) exports one WebDomain; app/domains.ts lists them, and the routes,
// the data viewer and the menu read that list. The services a viewer needs from other features
// (saving, device audio) come in as props from the app layer: features do not import each other.

/** One Save of a viewer: create (no id) or update the measurement, then attach the PDF. */
export interface SaveMeasurementInput {
  measurementId?: string | undefined;
  fileName: string;
  fileText: ReadingText;
  description: string;
  serialNumber?: string | undefined;
  state: MeasurementState;
  report: { title: string; pdf: Blob; fileName: string; verification?: ReportVerificationFields };
}

/**
 * What a saved report's public verification page shows (docs/reports.md "Verification"): the code
 * printed on its pages, the norm of the analysis, the evaluator and the company of its form.
 */
export interface ReportVerificationFields {
  verificationCode: string;
  norm?: string | undefined;
  evaluatorName?: string | undefined;
  evaluatorRegistration?: string | undefined;
  company?: string | undefined;
}

export interface MeasurementSaving {
  save: (input: SaveMeasurementInput) => Promise<Measurement>;
  /** The PDF reports saved with a measurement, each downloadable. */
  SavedReports: ComponentType<{ measurementId: string }>;
}

/** Reads bytes [start, end) of a record's audio from the device it came from, as a WAV file. */
export type DeviceAudioReader = (
  segment: { start: number; end: number },
  onProgress?: (percent: number) => void,
) => Promise<Uint8Array>;

export interface DomainViewerProps {
  /** The reading shown: the current reading, or a saved measurement's file read again. */
  current: CurrentReading;
  /** Set when the reading is a saved measurement: Save then updates it. */
  measurement?: Measurement | undefined;
  saving: MeasurementSaving;
  /** Present while the device the reading came from is connected. */
  deviceAudio?: DeviceAudioReader | undefined;
  onSaved: (measurement: Measurement) => void;
  /**
   * The calibration certificate of my registered device with the reading's serial (instrument
   * passport): null when the serial is not registered or has no certificate, undefined while unknown.
   */
  instrumentCertificate?: Certificate | null | undefined;
  /**
   * The current reading's working state, kept across a reload (absent for a saved measurement): the
   * viewer starts from `initial` when there is one and reports every change of its clippings,
   * typed report form and choices to `onChange` (any JSON value the domain reads back itself).
   */
  draft?: ViewerDraft | undefined;
}

export interface ViewerDraft {
  initial: unknown;
  onChange: (state: unknown) => void;
}

/**
 * A saved file read by the domain: its text (to save again; a download stays a Blob until then:
 * lib/reading-text.ts) and the reading or why it failed.
 */
export interface SavedFile {
  text: ReadingText;
  opened: OpenedReading;
}

/** An extra column of a measurement list: a header label key and the cell. */
export interface ListColumn {
  key: string;
  labelKey: string;
  cell: (measurement: Measurement) => ReactNode;
}

/** What a measurement list shows and does: its rows, rename and delete. */
export interface MeasurementListSource {
  list: { data?: Measurement[] | undefined; isPending: boolean; isError: boolean; error: unknown };
  rename: (id: string, description: string) => Promise<unknown>;
  remove: (id: string) => Promise<unknown>;
}

/** A hook giving a list's source for the search and sort typed on the screen. */
export type UseMeasurementListSource = (query: {
  domain: MeasurementDomain;
  families: readonly string[];
  search: string;
  sort: MeasurementSort;
}) => MeasurementListSource;

/** A record read from a device, as "Save to cloud" of the record list hands it over. */
export interface DeviceRecordSave {
  fileName: string;
  text: string;
  /** The default name (device, serial, start, the device's description). */
  description: string;
  serialNumber: string;
}

export interface WebDomain {
  domain: MeasurementDomain;
  /** Its groups in the side menu's equipment section. */
  menuEntries: readonly MenuEntry[];
  /** Columns of its measurement lists, between the description and the creation date. */
  listColumns: readonly ListColumn[];
  /**
   * Reads a saved file (light code: it runs from the route loader while the viewer's chunk loads).
   * The measurement tells the family the server found.
   */
  readSavedFile: (blob: Blob, measurement: Measurement) => Promise<SavedFile>;
  /** Warms the saved-file reader up (e.g. starts its worker) while the download runs. */
  prepareSavedFileReader?: () => void;
  /** The domain's own API for its lists (default: the measurements API). */
  listSource?: UseMeasurementListSource;
  /**
   * Opens a saved measurement through the domain's own API (default: the measurements API's
   * measurement and file, read by readSavedFile).
   */
  openSaved?: {
    queryKey: (id: string) => QueryKey;
    open: (id: string) => Promise<{ measurement: Measurement; file: SavedFile }>;
  };
  /**
   * Saves a record read from a device ("Save to cloud" of the record list) through the domain's
   * own API (default: the measurements API, POST /measurements).
   */
  saveDeviceRecord?: (record: DeviceRecordSave) => Promise<Measurement>;
  /** The viewer, with its report form, as its own chunk. */
  loadViewer: () => Promise<ComponentType<DomainViewerProps>>;
  /**
   * Which of its saved measurements a list shows, when a domain's lists split them (Itemp: the
   * simple and component lists by the mode in the state); `list` is the SPEC §2 list name.
   */
  listFilter?: (list: string, measurement: Measurement) => boolean;
  /** Its saved components' screen (/device/components/{type}), for a domain that has components. */
  loadComponentList?: () => Promise<ComponentType>;
}
