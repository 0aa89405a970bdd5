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
  it('a component arriving during a press waits for the click: the pressed control gets it (theme switch)', async () => {
    const { load, arrive } = controlled();
    let clicks = 0;
    render(
      <Deferred
        load={load}
        fallback={
          <button type="button" onClick={() => clicks++}>
            fallback
          </button>
        }
        props={{}}
      />,
    );
    const pressed = screen.getByRole('button', { name: 'fallback' });
    fireEvent.pointerEnter(pressed);
    fireEvent.pointerDown(pressed);
    await arrive();
    // Still the pressed button, in the document: the release and its click reach it.
    expect(pressed.isConnected).toBe(true);
    act(() => {
      fireEvent.pointerUp(pressed);
      fireEvent.click(pressed);
    });
    expect(clicks).toBe(1);
    // Then the loaded component, opened (the press asked for it).
    expect(screen.getByRole('button').textContent).toBe('menu open');
  });

  it('a press that ends without a click (cancelled) still lets the component in', async () => {
    const { load, arrive } = controlled();
    render(<Deferred load={load} fallback={<button type="button">fallback</button>} props={{}} />);
    fireEvent.pointerDown(screen.getByRole('button', { name: 'fallback' }));
    await arrive();
    act(() => {
      fireEvent.pointerCancel(screen.getByRole('button', { name: 'fallback' }));
    });
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
