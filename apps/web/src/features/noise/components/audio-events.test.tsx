import { type AudioEvent, DeviceError } from '@ohp/devices';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { type AudioReader, AudioEvents } from './audio-events';

const events: AudioEvent[] = [
  { offset: 65, start: 0, end: 16_000 },
  { offset: 300, start: 16_000, end: 32_000 },
];
const start = Date.UTC(2026, 2, 10, 7, 0, 0);

// jsdom has no blob: URLs; the component's use of them is recorded instead.
const jsdomUrl = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
afterEach(() => {
  URL.createObjectURL = jsdomUrl.create;
  URL.revokeObjectURL = jsdomUrl.revoke;
});

function stubBlobUrls() {
  const created: Blob[] = [];
  URL.createObjectURL = (blob: Blob) => {
    created.push(blob);
    return `blob:test/${created.length}`;
  };
  URL.revokeObjectURL = () => {};
  return created;
}

describe('AudioEvents', () => {
  it('reads the event with progress, then plays it from a WAV blob', async () => {
    const user = userEvent.setup({ delay: null });
    const created = stubBlobUrls();
    let finish: (bytes: Uint8Array) => void = () => {};
    const reader = vi.fn<AudioReader>((_event, onProgress) => {
      onProgress?.(40);
      return new Promise((resolve) => {
        finish = resolve;
      });
    });
    renderWithProviders(<AudioEvents events={events} recordStartMs={start} reader={reader} />);
    expect(screen.getAllByTestId('audio-event')[0]?.textContent).toContain('2 s');
    await user.click(screen.getByRole('button', { name: 'Reproduzir o evento de áudio 2' }));
    expect(reader).toHaveBeenCalledWith(events[1], expect.any(Function));
    const progress = await screen.findByTestId('audio-progress');
    expect(progress.textContent).toContain('Lendo o áudio do evento 2 no equipamento… 40%');
    // One segment at a time: the others wait.
    expect(screen.getByRole('button', { name: 'Reproduzir o evento de áudio 1' })).toHaveProperty(
      'disabled',
      true,
    );
    finish(Uint8Array.of(82, 73, 70, 70));
    const player = await screen.findByTestId('audio-player');
    const audio = player.querySelector('audio');
    expect(audio?.getAttribute('src')).toBe('blob:test/1');
    expect(created[0]?.type).toBe('audio/wav');
    expect(created[0]?.size).toBe(4);
    expect(audio?.autoplay).toBe(true);
    expect(within(player).getByText('Evento de áudio 2')).toBeTruthy();
    expect(screen.queryByTestId('audio-progress')).toBeNull();
  });

  it('a device failure is shown with the device message, never as a crash', async () => {
    const user = userEvent.setup({ delay: null });
    stubBlobUrls();
    const reader: AudioReader = async () => {
      throw new DeviceError('incompleteAudio', 'devices:connection.incompleteAudio');
    };
    renderWithProviders(<AudioEvents events={events} recordStartMs={start} reader={reader} />);
    await user.click(screen.getByRole('button', { name: 'Reproduzir o evento de áudio 1' }));
    const error = await screen.findByTestId('audio-error');
    expect(error.textContent).toBe('Dados de áudio incompletos recebidos (Incomplete audio data received)');
    expect(screen.queryByTestId('audio-player')).toBeNull();
    expect(screen.getByRole('button', { name: 'Reproduzir o evento de áudio 1' })).toHaveProperty(
      'disabled',
      false,
    );
  });

  it('without a device the events are listed with the reason, and no play button', () => {
    renderWithProviders(
      <AudioEvents
        events={events}
        recordStartMs={start}
        reader={undefined}
        unavailableReason="Sem equipamento"
      />,
    );
    expect(screen.getAllByTestId('audio-event')).toHaveLength(2);
    expect(screen.getByTestId('audio-unavailable').textContent).toBe('Sem equipamento');
    expect(screen.queryByRole('button', { name: /Reproduzir/ })).toBeNull();
  });
});
