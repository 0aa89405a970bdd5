import { dosimeterRecordToNoiseSeries } from '@ohp/devices';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useDeviceAudioReader } from '../../../features/device/hooks/use-audio-reader';
import { NoiseViewer } from '../../../features/noise/components/noise-viewer';
import { type ParsedReading, ReadingView } from '../../../features/upload/components/reading-view';

/** The dosimeter screens of SPEC §2: DosePro/DoseMax the first, DoseMaxV2 the second (with clipping). */
function DosimeterViewer({ reading }: { reading: ParsedReading }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const record = reading.record.kind === 'dosimeter' ? reading.record : undefined;
  const series = useMemo(() => (record ? dosimeterRecordToNoiseSeries(record) : undefined), [record]);
  // DoseMaxV2 audio stays on the device: playable while the device it was read from is connected.
  const audioReader = useDeviceAudioReader(reading.origin);
  if (!record || !series) return null;
  const family =
    reading.family === 'doseMaxV2' ? 'doseMaxV2' : reading.family === 'doseMax' ? 'doseMax' : 'dosePro';
  const route = family === 'doseMaxV2' ? paths.app.measurementDosimeterV2 : paths.app.measurementDosimeterV1;
  return (
    <NoiseViewer
      key={reading.fileName}
      series={series}
      record={record}
      fileName={reading.fileName}
      family={family}
      fileText={reading.text}
      audioReader={audioReader}
      audioUnavailableReason={
        reading.source === 'file' ? t('noise:viewer.audio.fromFile') : t('noise:viewer.audio.deviceGone')
      }
      onSaved={(measurement) => void navigate(route.getHref(measurement.id), { replace: true })}
    />
  );
}

export function Component() {
  return (
    <ReadingView
      renderViewer={(reading) =>
        reading.record.kind === 'dosimeter' ? <DosimeterViewer reading={reading} /> : undefined
      }
    />
  );
}
