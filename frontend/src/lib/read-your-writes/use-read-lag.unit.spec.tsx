import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { makeStore } from '../../app/store';
import { READ_LAG_RETRY_MS, useReadLag } from './use-read-lag';
import { READ_AFTER_WRITE_MS, positionWritten } from './written-position-slice';

function renderReadLag() {
  const store = makeStore();
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  return { store, ...renderHook(() => useReadLag(), { wrapper }) };
}

describe('useReadLag', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('reads again while a recorded write is not readable, and stops by itself when the wait is over', () => {
    const { store, result } = renderReadLag();
    expect(result.current).toEqual({ lagging: false, pollingInterval: 0 });

    act(() => {
      store.dispatch(positionWritten({ position: '4821', at: Date.now(), readable: false }));
    });
    expect(result.current).toEqual({ lagging: true, pollingInterval: READ_LAG_RETRY_MS });

    act(() => {
      jest.advanceTimersByTime(READ_AFTER_WRITE_MS - 1);
    });
    expect(result.current.lagging).toBe(true);
    // No read needs to happen for the page to stop saying so: the hook's own timer ends the wait.
    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(result.current).toEqual({ lagging: false, pollingInterval: 0 });
  });

  it('says nothing of a write that was readable at once', () => {
    const { store, result } = renderReadLag();
    act(() => {
      store.dispatch(positionWritten({ position: '77', at: Date.now(), readable: true }));
    });
    expect(result.current.lagging).toBe(false);
  });
});
