import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { PageScrollRestoration } from './PageScrollRestoration';

const STORAGE_KEY = 'react-router-scroll-positions';

function renderPages(path: string) {
  const page = (name: string) => (
    <>
      <p>{name}</p>
      <PageScrollRestoration />
    </>
  );
  const router = createMemoryRouter(
    [
      { path: '/', element: page('home') },
      { path: '/events', element: page('events') },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

function scrolledTo(y: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
}

function scrollTargets(): number[] {
  return (window.scrollTo as jest.Mock).mock.calls.map((call: unknown[]) => call[1] as number);
}

describe('scroll positions', () => {
  beforeEach(() => {
    window.sessionStorage.clear();
    scrolledTo(0);
  });

  it('starts a fresh load at the top, whatever an earlier load left under the first entry', async () => {
    // What earlier loads of this tab kept: the first entry of every load is named `default`.
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ default: 1800, 'earlier-load:/events': 900 }));
    const router = renderPages('/events');
    await act(async () => {
      await router.navigate('/');
    });
    expect(scrollTargets()).not.toContain(1800);
    expect(scrollTargets()).not.toContain(900);
  });

  it('keeps one position per page: back returns to where each page was left, a new page starts at the top', async () => {
    const router = renderPages('/');
    scrolledTo(640);
    await act(async () => {
      await router.navigate('/events');
    });
    expect(scrollTargets().at(-1)).toBe(0);

    scrolledTo(220);
    await act(async () => {
      await router.navigate(-1);
    });
    expect(scrollTargets().at(-1)).toBe(640);

    await act(async () => {
      await router.navigate(1);
    });
    expect(scrollTargets().at(-1)).toBe(220);
  });
});
