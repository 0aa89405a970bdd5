import { unknownTypeModule } from '@ohp/devices';
import { useTranslation } from 'react-i18next';
import type { DomainViewerProps } from '../../../lib/web-domain';
import { warmUpNoiseCharts } from './noise-charts-warm-up';
import { type NoiseFamily, NoiseViewer } from './noise-viewer';

/**
 * The noise domain's viewer of a reading: a record read from a dosimeter, a file opened, or a saved
 * measurement. SPEC §2: DoseMax and DosePro on the first dosimeter screen, DoseMax V2 on the second.
 */
export function NoiseReadingViewer({
  current,
  measurement,
  saving,
  deviceAudio,
  onSaved,
  instrumentCertificate,
  draft,
}: DomainViewerProps) {
  const { t } = useTranslation();
  const { reading } = current;
  if (reading.domain !== 'noise') return null;
  const file = reading.noise;
  const family: NoiseFamily =
    file.source === 'csv' || !file.record
      ? 'csv'
      : ((reading.family ?? unknownTypeModule.family) as NoiseFamily);
  const audioUnavailableReason = measurement
    ? t('noise:viewer.audio.saved')
    : current.source === 'file'
      ? t('noise:viewer.audio.fromFile')
      : t('noise:viewer.audio.deviceGone');
  return (
    <NoiseViewer
      key={measurement?.id ?? current.fileName}
      series={file.series}
      record={file.record}
      model={file.model}
      fileName={measurement?.fileName ?? current.fileName}
      family={family}
      fileText={current.text}
      measurementId={measurement?.id}
      description={measurement?.description}
      initialState={measurement?.state}
      draft={draft}
      saving={saving}
      audioReader={deviceAudio}
      audioUnavailableReason={audioUnavailableReason}
      onSaved={onSaved}
      certificate={instrumentCertificate}
    />
  );
}

/** The viewer's charts' code run once while the reading is still on its way (./noise-charts-warm-up.ts). */
export const warmUpNoiseViewer = warmUpNoiseCharts;
