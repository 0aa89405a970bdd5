import { Alert, Button, Progress, Stack, Table, Text } from '@mantine/core';
import { type AudioEvent, audioSegmentSeconds, DeviceError } from '@ohp/devices';
import { IconPlayerPlay, IconPlugConnectedX } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client';
import { formatFileSize } from '../../../lib/format-number';
import { dateTime } from '../lib/format';
import { AudioPlayer } from './audio-player';
import classes from './noise.module.css';

// DoseMaxV2 audio events (`ws` command). The audio stays on the device: a segment can be played
// only while the device that recorded it is connected and the viewer was given a reader for it.

/**
 * Reads one event's audio from the device as WAV bytes (see audioSegmentToWav in @ohp/devices),
 * reporting the percent received.
 */
export type AudioReader = (event: AudioEvent, onProgress?: (percent: number) => void) => Promise<Uint8Array>;

interface Props {
  events: readonly AudioEvent[];
  recordStartMs: number;
  reader: AudioReader | undefined;
  /** Why playing is unavailable, when reader is undefined (translated text). */
  unavailableReason?: string | undefined;
}

interface Playing {
  index: number;
  url: string;
}

export function AudioEvents({ events, recordStartMs, reader, unavailableReason }: Props) {
  const { t, i18n } = useTranslation();
  const [busy, setBusy] = useState<{ index: number; percent: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [playing, setPlaying] = useState<Playing | null>(null);

  useEffect(() => () => void (playing && URL.revokeObjectURL(playing.url)), [playing]);

  const play = async (event: AudioEvent, index: number) => {
    if (!reader || busy) return;
    setBusy({ index, percent: 0 });
    setError(null);
    try {
      const wav = await reader(event, (percent) => setBusy({ index, percent }));
      const url = URL.createObjectURL(new Blob([wav as BlobPart], { type: 'audio/wav' }));
      setPlaying({ index, url });
    } catch (e) {
      // Device failures (Err:N, incomplete audio, unplugged) with the device's translated messages.
      setError(e instanceof DeviceError ? t(e.key, e.values) : errorMessage(e));
    } finally {
      setBusy(null);
    }
  };

  const seconds = (e: AudioEvent) =>
    `${audioSegmentSeconds(e.end - e.start).toLocaleString(i18n.language, { maximumFractionDigits: 1 })} s`;

  return (
    <div data-testid="audio-events">
      {reader ? null : (
        <Alert color="gray" icon={<IconPlugConnectedX size={18} />} mb="sm" data-testid="audio-unavailable">
          {unavailableReason ?? t('noise:viewer.audio.unavailable')}
        </Alert>
      )}
      <div className={classes.tableWrap}>
        <Table verticalSpacing={4}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>#</Table.Th>
              <Table.Th>{t('noise:viewer.audio.time')}</Table.Th>
              <Table.Th>{t('noise:viewer.audio.duration')}</Table.Th>
              <Table.Th>{t('noise:viewer.audio.size')}</Table.Th>
              {reader ? <Table.Th /> : null}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {events.map((e, i) => (
              <Table.Tr key={`${e.offset}-${e.start}`} data-testid="audio-event">
                <Table.Td>{i + 1}</Table.Td>
                <Table.Td className={classes.mono}>{dateTime(recordStartMs + e.offset * 1000)}</Table.Td>
                <Table.Td className={classes.mono}>{seconds(e)}</Table.Td>
                <Table.Td className={classes.mono}>{formatFileSize(i18n.language, e.end - e.start)}</Table.Td>
                {reader ? (
                  <Table.Td>
                    <Button
                      size="xs"
                      variant="light"
                      leftSection={<IconPlayerPlay size={14} />}
                      disabled={busy !== null && busy.index !== i}
                      loading={busy?.index === i}
                      aria-label={t('noise:viewer.audio.playLabel', { n: i + 1 })}
                      onClick={() => void play(e, i)}
                    >
                      {t('noise:viewer.audio.play')}
                    </Button>
                  </Table.Td>
                ) : null}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
      {busy ? (
        <Stack gap={4} mt="sm" data-testid="audio-progress">
          <Text size="sm">
            {t('noise:viewer.audio.reading', { n: busy.index + 1, percent: busy.percent })}
          </Text>
          <Progress value={busy.percent} animated aria-label={t('noise:viewer.audio.progressLabel')} />
        </Stack>
      ) : null}
      {error ? (
        <Text c="red" size="sm" role="alert" mt="sm" data-testid="audio-error">
          {error}
        </Text>
      ) : null}
      {playing ? (
        <AudioPlayer url={playing.url} label={t('noise:viewer.audio.playing', { n: playing.index + 1 })} />
      ) : null}
    </div>
  );
}
