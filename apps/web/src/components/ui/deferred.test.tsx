import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Deferred, type DeferredExtra } from './deferred';

const Loaded = ({ openAtOnce }: DeferredExtra) => (
  <button type="button">{openAtOnce ? 'menu open' : 'menu closed'}</button>
);

function controlled() {
  let resolve: (component: (props: DeferredExtra) => React.ReactElement) => void = () => {};
  const load = () =>
    new Promise<(props: DeferredExtra) => React.ReactElement>((done) => {
      resolve = done;
    });
  return { load, arrive: () => act(async () => resolve(Loaded)) };
}

describe('Deferred', () => {
  it('a press before the component arrives opens it, even when no click follows', async () => {
    const { load, arrive } = controlled();
    render(<Deferred load={load} fallback={<button type="button">fallback</button>} props={{}} />);
    fireEvent.pointerDown(screen.getByRole('button', { name: 'fallback' }));
    await arrive();
    expect(screen.getByRole('button').textContent).toBe('menu open');
  });

  it('a pointer passing over loads it closed; a click before it arrives opens it', async () => {
    const hover = controlled();
    const { unmount } = render(
      <Deferred load={hover.load} fallback={<button type="button">fallback</button>} props={{}} />,
    );
    fireEvent.pointerEnter(screen.getByRole('button', { name: 'fallback' }));
    await hover.arrive();
    expect(screen.getByRole('button').textContent).toBe('menu closed');
    unmount();

    const click = controlled();
    render(<Deferred load={click.load} fallback={<button type="button">fallback</button>} props={{}} />);
    fireEvent.click(screen.getByRole('button', { name: 'fallback' }));
    await click.arrive();
    expect(screen.getByRole('button').textContent).toBe('menu open');
  });
});
