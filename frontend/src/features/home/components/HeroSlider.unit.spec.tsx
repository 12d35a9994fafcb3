import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Language } from '../../../i18n';
import { makeEvent, pageOf } from '../../../test/fixtures';
import { jsonResponse, mockFetch } from '../../../test/http';
import { renderRoute } from '../../../test/render';
import type { PublicEventResponse } from '../../../lib/api-types/generated';

const alpha = makeEvent({
  id: 'evt-a',
  title: { lt: 'Alfa koncertas', en: 'Alpha concert' },
  imageUrl: '/media/events/a/large.webp',
  cardImageUrl: '/media/events/a/card.webp',
});
const beta = makeEvent({
  id: 'evt-b',
  title: { lt: 'Beta festivalis', en: 'Beta festival' },
  category: 'Festival',
  price: 59.99,
});
const gamma = makeEvent({
  id: 'evt-c',
  title: { lt: 'Gama spektaklis', en: 'Gamma play' },
  category: 'Theater',
  price: 34.99,
});

function serveFeatured(featured: PublicEventResponse[]) {
  return mockFetch((request) =>
    new URL(request.url).pathname === '/api/events/featured'
      ? jsonResponse({ data: featured })
      : jsonResponse(pageOf([], 1, 3, 0)),
  );
}

async function renderHero(featured: PublicEventResponse[] = [alpha, beta, gamma], language?: Language) {
  serveFeatured(featured);
  await renderRoute('/', { language });
  const carousel = await screen.findByRole('region', {
    name: language === 'en' ? 'Featured events' : 'Rekomenduojami renginiai',
  });
  // Its own user, as the shared one would wait on timers these tests hold still.
  const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  return { carousel, user };
}

/** Only the shown slide is exposed; the others are hidden from assistive technology. */
function shownTitle(carousel: HTMLElement): string | null {
  return within(carousel).getByRole('heading', { level: 2 }).textContent;
}

function wait(ms: number) {
  act(() => {
    jest.advanceTimersByTime(ms);
  });
}

describe('home hero', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });

  afterEach(() => {
    jest.useRealTimers();
  });

  it('shows a featured event per slide with its details and a link to it', async () => {
    const { carousel } = await renderHero();
    expect(carousel).toHaveAttribute('aria-roledescription', 'karuselė');
    const slide = within(carousel).getByRole('group', { name: '1 iš 3' });
    expect(slide).toHaveAttribute('aria-roledescription', 'skaidrė');
    expect(within(slide).getByText('Koncertas')).toBeInTheDocument();
    expect(within(slide).getByRole('heading', { level: 2, name: 'Alfa koncertas' })).toBeInTheDocument();
    expect(within(slide).getByText('2026 m. liepos 14 d., antradienis')).toBeInTheDocument();
    expect(within(slide).getByText('19:00')).toBeInTheDocument();
    expect(within(slide).getByText('Vingio parkas, Vilnius')).toBeInTheDocument();
    expect(within(slide).getByText('Pirma pastraipa.')).toBeInTheDocument();
    expect(within(slide).queryByText(/Antra pastraipa/)).not.toBeInTheDocument();
    expect(within(slide).getByText('nuo 29,99 €')).toBeInTheDocument();
    expect(within(slide).getByRole('link', { name: 'Plačiau apie renginį' })).toHaveAttribute('href', '/events/evt-a');
    const image = slide.querySelector('img');
    expect(image).toHaveAttribute('src', '/media/events/a/large.webp');
    expect(image).toHaveAttribute('srcset', '/media/events/a/card.webp 640w, /media/events/a/large.webp 1600w');
  });

  it('speaks English when English is chosen', async () => {
    const { carousel } = await renderHero([alpha, beta], 'en');
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    const slide = within(carousel).getByRole('group', { name: '1 of 2' });
    expect(slide).toHaveAttribute('aria-roledescription', 'slide');
    expect(within(slide).getByText('Tuesday, 14 July 2026')).toBeInTheDocument();
    expect(within(slide).getByText('19:00')).toBeInTheDocument();
    expect(within(slide).getByText('from €29.99')).toBeInTheDocument();
    expect(within(carousel).getByRole('button', { name: 'Slide 2 of 2' })).toBeInTheDocument();
  });

  it('moves on every 5 seconds and wraps around to the first slide', async () => {
    const { carousel } = await renderHero();
    expect(shownTitle(carousel)).toBe('Alfa koncertas');
    wait(4000);
    expect(shownTitle(carousel)).toBe('Alfa koncertas');
    wait(1000);
    expect(shownTitle(carousel)).toBe('Beta festivalis');
    wait(4999);
    expect(shownTitle(carousel)).toBe('Beta festivalis');
    wait(1);
    expect(shownTitle(carousel)).toBe('Gama spektaklis');
    wait(5000);
    expect(shownTitle(carousel)).toBe('Alfa koncertas');
  });

  it('shows at most three slides', async () => {
    const delta = makeEvent({ id: 'evt-d', title: { lt: 'Delta', en: 'Delta' } });
    const { carousel } = await renderHero([alpha, beta, gamma, delta]);
    expect(within(carousel).getAllByRole('button', { name: /^Skaidrė/ })).toHaveLength(3);
  });

  it('goes back and forth with the arrow buttons, wrapping both ways', async () => {
    const { carousel, user } = await renderHero();
    await user.click(within(carousel).getByRole('button', { name: 'Kita skaidrė' }));
    expect(shownTitle(carousel)).toBe('Beta festivalis');
    await user.click(within(carousel).getByRole('button', { name: 'Ankstesnė skaidrė' }));
    expect(shownTitle(carousel)).toBe('Alfa koncertas');
    await user.click(within(carousel).getByRole('button', { name: 'Ankstesnė skaidrė' }));
    expect(shownTitle(carousel)).toBe('Gama spektaklis');
    await user.click(within(carousel).getByRole('button', { name: 'Kita skaidrė' }));
    expect(shownTitle(carousel)).toBe('Alfa koncertas');
  });

  it('has a dot per slide that shows which one is current and jumps to its slide', async () => {
    const { carousel, user } = await renderHero();
    const dots = within(carousel).getAllByRole('button', { name: /^Skaidrė \d iš 3$/ });
    expect(dots.map((dot) => dot.getAttribute('aria-label'))).toEqual([
      'Skaidrė 1 iš 3',
      'Skaidrė 2 iš 3',
      'Skaidrė 3 iš 3',
    ]);
    expect(dots.map((dot) => dot.getAttribute('aria-current'))).toEqual(['true', null, null]);

    await user.click(within(carousel).getByRole('button', { name: 'Skaidrė 3 iš 3' }));

    expect(shownTitle(carousel)).toBe('Gama spektaklis');
    expect(within(carousel).getByRole('group', { name: '3 iš 3' })).toBeInTheDocument();
    expect(dots.map((dot) => dot.getAttribute('aria-current'))).toEqual([null, null, 'true']);
  });

  it('follows the left and right arrow keys while focus is in the carousel', async () => {
    const { carousel, user } = await renderHero();
    act(() => {
      within(carousel).getByRole('button', { name: 'Skaidrė 1 iš 3' }).focus();
    });
    await user.keyboard('{ArrowRight}');
    expect(shownTitle(carousel)).toBe('Beta festivalis');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(shownTitle(carousel)).toBe('Gama spektaklis');
  });

  it('keeps focus on the link when the keys change the slide under it', async () => {
    const { carousel, user } = await renderHero();
    act(() => {
      within(carousel).getByRole('link', { name: 'Plačiau apie renginį' }).focus();
    });
    await user.keyboard('{ArrowRight}');
    const link = within(carousel).getByRole('link', { name: 'Plačiau apie renginį' });
    expect(link).toHaveAttribute('href', '/events/evt-b');
    expect(link).toHaveFocus();
  });

  it('leaves the arrow keys alone elsewhere on the page', async () => {
    const { carousel, user } = await renderHero();
    await user.click(screen.getByLabelText('El. paštas'));
    await user.keyboard('{ArrowRight}');
    expect(shownTitle(carousel)).toBe('Alfa koncertas');
  });

  it('pauses while the pointer is over it', async () => {
    const { carousel, user } = await renderHero();
    await user.hover(carousel);
    wait(15000);
    expect(shownTitle(carousel)).toBe('Alfa koncertas');
    await user.unhover(carousel);
    wait(5000);
    expect(shownTitle(carousel)).toBe('Beta festivalis');
  });

  it('pauses while focus is inside, and announces slides only while paused', async () => {
    const { carousel } = await renderHero();
    const slides = within(carousel).getByRole('group', { name: '1 iš 3' }).parentElement;
    expect(slides).toHaveAttribute('aria-live', 'off');
    const dot = within(carousel).getByRole('button', { name: 'Skaidrė 2 iš 3' });
    act(() => {
      dot.focus();
    });
    expect(slides).toHaveAttribute('aria-live', 'polite');
    wait(15000);
    expect(shownTitle(carousel)).toBe('Alfa koncertas');
    act(() => {
      dot.blur();
    });
    wait(5000);
    expect(shownTitle(carousel)).toBe('Beta festivalis');
  });

  it('stops changing by itself when the visitor stops it, until started again', async () => {
    const { carousel, user } = await renderHero();
    await user.click(within(carousel).getByRole('button', { name: 'Sustabdyti automatinį skaidrių keitimą' }));
    const start = within(carousel).getByRole('button', { name: 'Įjungti automatinį skaidrių keitimą' });
    act(() => {
      start.blur();
    });
    await user.unhover(carousel);
    wait(15000);
    expect(shownTitle(carousel)).toBe('Alfa koncertas');

    await user.click(start);
    act(() => {
      start.blur();
    });
    await user.unhover(carousel);
    wait(5000);
    expect(shownTitle(carousel)).toBe('Beta festivalis');
  });

  it('shows a single featured event without controls and keeps it', async () => {
    const { carousel } = await renderHero([alpha]);
    expect(within(carousel).queryByRole('button')).not.toBeInTheDocument();
    wait(15000);
    expect(shownTitle(carousel)).toBe('Alfa koncertas');
  });
});
