import { act, render } from '@testing-library/react';
import { Route, Routes, useNavigate, useSearchParams, type NavigateFunction } from 'react-router';
import { ShopRouter } from '../app/ShopRouter';
import { PageScrollRestoration } from './PageScrollRestoration';

const STORAGE_KEY = 'page-scroll-positions';

/** The shop's own router on jsdom's history, with a way to move it as a visitor's links do. */
function renderPages(path: string) {
  window.history.replaceState(null, '', path);
  const moves: { navigate?: NavigateFunction; setSearchParams?: ReturnType<typeof useSearchParams>[1] } = {};
  function Page({ name }: { name: string }) {
    moves.navigate = useNavigate();
    [, moves.setSearchParams] = useSearchParams();
    return (
      <>
        <p>{name}</p>
        <PageScrollRestoration />
      </>
    );
  }
  render(
    <ShopRouter>
      <Routes>
        <Route path="/" element={<Page name="home" />} />
        <Route path="/events" element={<Page name="events" />} />
      </Routes>
    </ShopRouter>,
  );
  return moves;
}

/** Back or forward in jsdom's history, which tells the router asynchronously as a browser does. */
async function travel(delta: number) {
  await act(async () => {
    const moved = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    window.history.go(delta);
    await moved;
  });
}

async function scrolledTo(y: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  await act(async () => {
    window.dispatchEvent(new Event('scroll'));
  });
}

function scrollTargets(): number[] {
  return (window.scrollTo as jest.Mock).mock.calls.map((call: unknown[]) => call[1] as number);
}

describe('scroll positions', () => {
  beforeEach(async () => {
    await scrolledTo(0);
    (window.scrollTo as jest.Mock).mockClear();
  });

  // First: the positions are read from the session once, when the first page shows.
  it('starts a fresh load at the top, whatever an earlier load left under the first entry', async () => {
    // What earlier loads of this tab kept: the first entry of every load is named `default`.
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ default: 1800, 'earlier-load:/events': 900 }));
    const moves = renderPages('/events');
    await act(async () => {
      await moves.navigate?.('/');
    });
    await travel(-1);
    expect(scrollTargets()).not.toContain(1800);
    expect(scrollTargets()).not.toContain(900);
  });

  it('keeps one position per page: back returns to where each page was left, a new page starts at the top', async () => {
    const moves = renderPages('/');
    await scrolledTo(640);
    await act(async () => {
      await moves.navigate?.('/events');
    });
    expect(scrollTargets().at(-1)).toBe(0);

    await scrolledTo(220);
    await travel(-1);
    expect(scrollTargets().at(-1)).toBe(640);

    await travel(1);
    expect(scrollTargets().at(-1)).toBe(220);
  });

  it('leaves the page where it is when a list changes its own filters and asks to keep the position', async () => {
    const moves = renderPages('/events');
    await scrolledTo(480);
    (window.scrollTo as jest.Mock).mockClear();
    await act(async () => {
      moves.setSearchParams?.({ category: 'Sports' }, { preventScrollReset: true });
    });
    expect(window.location.search).toBe('?category=Sports');
    expect(scrollTargets()).toEqual([]);

    await act(async () => {
      moves.setSearchParams?.({ category: 'Theatre' });
    });
    expect(scrollTargets()).toEqual([0]);
  });

  it('remembers the positions for the rest of the tab’s session when the page is left', async () => {
    const moves = renderPages('/');
    await scrolledTo(300);
    await act(async () => {
      await moves.navigate?.('/events');
    });
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    expect(Object.values(JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? '{}'))).toContain(300);
  });
});
