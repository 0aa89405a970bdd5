import { Center, Loader } from '@mantine/core';
import type { Measurement, MeasurementDomain } from '@ohp/contracts';
import { type ComponentType, lazy, Suspense, useDeferredValue, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { ComingAnalysis } from '../components/reading/coming-analysis';
import { measurementHref } from '../config/measurement-routes';
import { useDeviceAudioReader } from '../features/device/hooks/use-audio-reader';
import { useInstrumentCertificate } from '../features/organisations/hooks/use-instrument-certificate';
import { useMeasurementSaving } from '../features/measurements/hooks/use-measurement-saving';
import { readingSerial } from '../lib/reading/reading-serial';
import type { DomainViewerProps } from '../lib/web-domain';
import { type CurrentReading, readingStore } from '../stores/reading-store';
import { webDomainOf } from './domains';

// The reading-to-viewer dispatch: a reading (current or saved) goes to its domain's viewer, or to
// the "analysis coming" record table when its domain has no module. The app layer hands the
// viewer what it needs from the other features: saving (measurements), audio (device) and the
// instrument's calibration certificate (organisations).

type Viewer = ComponentType<DomainViewerProps>;

const loaded = new Map<MeasurementDomain, Viewer>();
const viewerLoads = new Map<MeasurementDomain, Promise<void>>();
const lazyViewers = new Map<MeasurementDomain, Viewer>();

/**
 * Loads a domain's viewer chunk (route loaders await it so the screen renders at once); callers
 * meanwhile share the one load (its warm-up runs once). A failed load may be tried again.
 */
export function loadDomainViewer(domain: MeasurementDomain | undefined): Promise<void> {
  const module = webDomainOf(domain);
  if (!module || !domain || loaded.has(domain)) return Promise.resolve();
  let pending = viewerLoads.get(domain);
  if (!pending) {
    pending = module
      .loadViewer()
      .then((viewer) => {
        loaded.set(domain, viewer);
      })
      .finally(() => viewerLoads.delete(domain));
    viewerLoads.set(domain, pending);
  }
  return pending;
}

/** The serial whose certificate the screen shows: the saved measurement's, else the record's. */
export function instrumentSerialOf(
  measurement: Measurement | undefined,
  reading: CurrentReading['reading'],
): string | undefined {
  return measurement?.serialNumber ?? readingSerial(reading);
}

function viewerOf(domain: MeasurementDomain): Viewer | undefined {
  const ready = loaded.get(domain);
  if (ready) return ready;
  const module = webDomainOf(domain);
  if (!module) return undefined;
  // Not preloaded (the reading changed after the route loader ran): loaded on first render.
  let viewer = lazyViewers.get(domain);
  if (!viewer) {
    viewer = lazy(async () => ({ default: await module.loadViewer() }));
    lazyViewers.set(domain, viewer);
  }
  return viewer;
}

interface ReadingScreenProps {
  current: CurrentReading;
  measurement?: Measurement | undefined;
}

const loading = (
  <Center p="xl">
    <Loader />
  </Center>
);

export function ReadingScreen(props: ReadingScreenProps) {
  // The viewer is rendered in a deferred render (React's concurrent, time-sliced one), not in the
  // synchronous update that brought the file (the query's store): a viewer of a long record built
  // its screen, figures and charts in one main-thread task of 0.3–1 s (issue 28: ≤ 100 ms at a
  // time). The loader stays until then; a new reading replaces the old one whole when ready.
  const asked = useMemo(
    () => ({ current: props.current, measurement: props.measurement }),
    [props.current, props.measurement],
  );
  const shown = useDeferredValue<ReadingScreenProps | null>(asked, null);
  return shown ? <ReadingScreenOf current={shown.current} measurement={shown.measurement} /> : loading;
}

function ReadingScreenOf({ current, measurement }: ReadingScreenProps) {
  const navigate = useNavigate();
  const saving = useMeasurementSaving();
  // DoseMax V2 audio stays on the device: playable while the device it was read from is connected.
  const deviceAudio = useDeviceAudioReader(measurement ? undefined : current.origin);
  // The instrument passport: the certificate of my registered device with the reading's serial.
  const instrumentCertificate = useInstrumentCertificate(instrumentSerialOf(measurement, current.reading));
  const Viewer = viewerOf(current.reading.domain);
  if (!Viewer) return <ComingAnalysis current={current} />;
  // Only the current reading (not a saved measurement) has a working state kept across a reload.
  const draft = measurement ? undefined : { initial: current.draft, onChange: readingStore.saveDraft };
  const onSaved = (saved: Measurement) => {
    if (!measurement) readingStore.saved();
    if (saved.id !== measurement?.id)
      void navigate(measurementHref(saved.family, saved.id, saved.domain), { replace: true });
  };
  return (
    <Suspense fallback={loading}>
      <Viewer
        current={current}
        measurement={measurement}
        saving={saving}
        deviceAudio={deviceAudio}
        onSaved={onSaved}
        instrumentCertificate={instrumentCertificate}
        draft={draft}
      />
    </Suspense>
  );
}
