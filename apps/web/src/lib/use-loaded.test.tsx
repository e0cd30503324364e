// @vitest-environment jsdom
// A lazily loaded part drawn without Suspense: its fallback, then the part; a failed load
// reaches the error boundary, and the next render tries again.
import { render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { loadOnce, type LoadOnce } from './load-once';
import { useLoaded } from './use-loaded';

function Part({ load }: { load: Parameters<typeof useLoaded<string>>[0] }) {
  const text = useLoaded(load);
  return <p>{text ?? 'Loading'}</p>;
}

class Caught extends Component<{ children: ReactNode }, { message: string | null }> {
  override state: { message: string | null } = { message: null };
  static getDerivedStateFromError(error: Error) {
    return { message: error.message };
  }
  override render() {
    return this.state.message === null ? this.props.children : <p>{this.state.message}</p>;
  }
}

describe('useLoaded', () => {
  it('draws the fallback, then what was loaded, without a Suspense boundary', async () => {
    let finish: (text: string) => void = () => undefined;
    const load = loadOnce(() => new Promise<string>((resolve) => (finish = resolve)));
    render(<Part load={load} />);
    expect(screen.getByText('Loading').tagName).toBe('P');
    finish('The frame');
    expect((await screen.findByText('The frame')).tagName).toBe('P');
    expect(load.loaded).toBe('The frame');
  });

  it('draws a part loaded before at once', async () => {
    const load = loadOnce(() => Promise.resolve('Already here'));
    await load();
    render(<Part load={load} />);
    expect(screen.getByText('Already here').tagName).toBe('P');
  });

  it('draws a part whose load ended between its render and its effect', async () => {
    // The page's code was asked for ahead of its render and arrived just after it was drawn.
    let reads = 0;
    const load = Object.defineProperty(() => Promise.resolve('Arrived meanwhile'), 'loaded', {
      get: () => (reads++ === 0 ? undefined : 'Arrived meanwhile'),
    }) as LoadOnce<string>;
    render(<Part load={load} />);
    expect((await screen.findByText('Arrived meanwhile')).tagName).toBe('P');
  });

  it('throws a failed load while rendering, and the next render loads again', async () => {
    let attempts = 0;
    const load = loadOnce(() => {
      attempts += 1;
      return attempts === 1
        ? Promise.reject(new Error('Chunk failed'))
        : Promise.resolve('Second try');
    });
    const first = render(
      <Caught>
        <Part load={load} />
      </Caught>,
    );
    expect((await screen.findByText('Chunk failed')).tagName).toBe('P');
    first.unmount();
    render(<Part load={load} />);
    expect((await screen.findByText('Second try')).tagName).toBe('P');
  });
});
