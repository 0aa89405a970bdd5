import { Group, Text } from '@mantine/core';

interface Props {
  /** A blob: URL of a WAV file. */
  url: string;
  /** What is playing (shown beside the controls). */
  label: string;
}

/**
 * Plays one audio segment with the browser's controls. It starts by itself; when the browser's
 * autoplay policy refuses (the click that started the read may be too old by then), the controls
 * stay for the user to press play.
 */
export function AudioPlayer({ url, label }: Props) {
  return (
    <Group mt="sm" gap="sm" data-testid="audio-player">
      {/* biome-ignore lint/a11y/useMediaCaption: device audio of noise events has no captions. */}
      <audio key={url} src={url} controls autoPlay preload="auto" aria-label={label} />
      <Text size="sm" c="dimmed">
        {label}
      </Text>
    </Group>
  );
}
