import { Alert, Button, Group, Table, Text } from '@mantine/core';
import type { AudioEvent } from '@ohp/devices';
import { IconPlayerPlay, IconPlugConnectedX } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client';
import { dateTime } from '../lib/format';
import classes from './noise.module.css';

// DoseMaxV2 audio events (`ws` command). The audio stays on the device: a segment can be played
// only while the device that recorded it is connected and the viewer was given a reader for it.

/** Reads one event's audio as WAV bytes (see audioSegmentToWav in @ohp/devices). */
export type AudioReader = (event: AudioEvent) => Promise<Uint8Array>;

interface Props {
  events: readonly AudioEvent[];
  recordStartMs: number;
  reader: AudioReader | undefined;
  /** Why playing is unavailable, when reader is undefined (translated text). */
  unavailableReason?: string | undefined;
}

export function AudioEvents({ events, recordStartMs, reader, unavailableReason }: Props) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [url, setUrl] = useState<string | null>(null);
  const audio = useRef<HTMLAudioElement>(null);

  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);

  const play = async (event: AudioEvent, index: number) => {
    if (!reader) return;
    setBusy(index);
    setError(null);
    try {
      const wav = await reader(event);
      const next = URL.createObjectURL(new Blob([wav as BlobPart], { type: 'audio/wav' }));
      setUrl(next);
      queueMicrotask(() => void audio.current?.play().catch(() => undefined));
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(null);
    }
  };

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
              <Table.Th>{t('noise:viewer.audio.size')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {events.map((e, i) => (
              <Table.Tr key={`${e.offset}-${e.start}`}>
                <Table.Td>{i + 1}</Table.Td>
                <Table.Td className={classes.mono}>{dateTime(recordStartMs + e.offset * 1000)}</Table.Td>
                <Table.Td className={classes.mono}>{Math.round((e.end - e.start) / 1024)} KiB</Table.Td>
                <Table.Td>
                  <Button
                    size="xs"
                    variant="light"
                    leftSection={<IconPlayerPlay size={14} />}
                    disabled={!reader}
                    loading={busy === i}
                    onClick={() => void play(e, i)}
                  >
                    {t('noise:viewer.audio.play')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
      {error ? (
        <Text c="red" size="sm" role="alert">
          {error}
        </Text>
      ) : null}
      {url ? (
        <Group mt="sm">
          {/* biome-ignore lint/a11y/useMediaCaption: device audio of noise events has no captions. */}
          <audio ref={audio} src={url} controls />
        </Group>
      ) : null}
    </div>
  );
}
