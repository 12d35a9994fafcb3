import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { HeroControls } from './HeroControls';
import { HeroSlide } from './HeroSlide';
import type { PublicEventResponse } from '../../../lib/api-types/generated';
import './HeroSlider.css';

/** Each slide stays this long before the next one replaces it (docs/web.md, "Screen rules"). */
const HERO_INTERVAL_MS = 5000;

const ARROW_STEPS: Partial<Record<string, number>> = { ArrowLeft: -1, ArrowRight: 1 };

/**
 * The home page's carousel of featured events (WAI-ARIA APG carousel pattern). It changes slide by
 * itself, wrapping around, except while the pointer is over it, while focus is inside it, or after the
 * visitor stopped it.
 */
export function HeroSlider({ events }: { events: PublicEventResponse[] }) {
  const { t } = useTranslation();
  const count = events.length;
  const [active, setActive] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const slidesRef = useRef<HTMLDivElement>(null);
  const rotating = count > 1 && !stopped && !hovered && !focused;

  useEffect(() => {
    if (!rotating) return undefined;
    // Restarted on every change of slide, so a slide picked by hand also gets its full time.
    const timer = window.setTimeout(() => {
      setActive((current) => (current + 1) % count);
    }, HERO_INTERVAL_MS);
    return () => {
      window.clearTimeout(timer);
    };
  }, [rotating, active, count]);

  const show = (index: number) => {
    const next = (index + count) % count;
    const slides = slidesRef.current;
    if (!slides?.contains(document.activeElement)) {
      setActive(next);
      return;
    }
    // The slide holding focus is about to turn inert, which would drop focus onto the page; focus
    // follows to the same place on the new slide instead.
    flushSync(() => {
      setActive(next);
    });
    slides.children[next]?.querySelector('a')?.focus();
  };

  // The arrow keys act only while focus is in the carousel: page-wide they would take the keys from
  // text fields (the newsletter's caret), from scrolling and from screen readers' own commands.
  const moveWithArrows = (event: KeyboardEvent<HTMLElement>) => {
    const step = ARROW_STEPS[event.key];
    if (step === undefined || count < 2 || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    event.preventDefault();
    show(active + step);
  };

  const leaveFocus = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };

  return (
    // The handlers listen to what bubbles up from the carousel's own buttons and link; the section
    // itself is not a control and takes no focus.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section
      className="hero"
      aria-roledescription={t('shop.hero.roleCarousel')}
      aria-label={t('shop.hero.label')}
      onKeyDown={moveWithArrows}
      onFocus={() => {
        setFocused(true);
      }}
      onBlur={leaveFocus}
      onMouseEnter={() => {
        setHovered(true);
      }}
      onMouseLeave={() => {
        setHovered(false);
      }}
    >
      {/* Announced only when the visitor changes slide; a slide changing by itself would interrupt. */}
      <div ref={slidesRef} className="hero__slides" aria-live={rotating ? 'off' : 'polite'}>
        {events.map((event, index) => (
          <HeroSlide
            key={event.id}
            event={event}
            active={index === active}
            label={t('shop.hero.slide', { number: index + 1, total: count })}
            priority={index === 0}
          />
        ))}
      </div>
      {count > 1 && (
        <HeroControls
          count={count}
          active={active}
          stopped={stopped}
          onShow={show}
          onToggleRotation={() => {
            setStopped(!stopped);
          }}
        />
      )}
    </section>
  );
}
