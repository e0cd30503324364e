// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { prepareApp, renderApp } from '@/testing/render-app';
import { SEARCH_DEBOUNCE_MS } from '@/components/debounced-search';
import { SearchBox } from './search-box';

beforeAll(async () => {
  await prepareApp(['dashboard']);
});
afterEach(() => {
  vi.useRealTimers();
});

describe("'Search Transactions'", () => {
  it('searches once typing has paused for 500 ms, with what was typed last', () => {
    // Only the debounce's clock is faked, so keystrokes are plain change events.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const onSearch = vi.fn();
    renderApp(<SearchBox value="" onSearch={onSearch} />);
    const box = screen.getByRole('searchbox', { name: 'Search Transactions' });
    fireEvent.change(box, { target: { value: 'ube' } });
    act(() => {
      vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1);
    });
    fireEvent.change(box, { target: { value: 'uber' } });
    act(() => {
      vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1);
    });
    expect(onSearch).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(SEARCH_DEBOUNCE_MS).toBe(500);
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('uber');
  });

  it('searches at once on Enter, and shows a search set from outside', async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn();
    const { rerender } = renderApp(<SearchBox value="" onSearch={onSearch} />);
    const box = screen.getByRole('searchbox', { name: 'Search Transactions' });
    await user.type(box, 'delta{Enter}');
    expect(onSearch).toHaveBeenCalledWith('delta');
    rerender(<SearchBox value="hilton" onSearch={onSearch} />);
    expect((box as HTMLInputElement).value).toBe('hilton');
  });
});
