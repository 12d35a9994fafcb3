import { useTranslation } from 'react-i18next';

interface HeroControlsProps {
  count: number;
  active: number;
  /** Whether the visitor switched the automatic change off (hover and focus only pause it). */
  stopped: boolean;
  onShow: (index: number) => void;
  onToggleRotation: () => void;
}

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg className="hero__control-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'} />
    </svg>
  );
}

/** Previous and next arrows, a dot per slide, and the switch for the automatic change (WCAG 2.2.2). */
export function HeroControls({ count, active, stopped, onShow, onToggleRotation }: HeroControlsProps) {
  const { t } = useTranslation();
  return (
    <div className="hero__controls container">
      <button
        type="button"
        className="hero__control"
        aria-label={stopped ? t('shop.hero.start') : t('shop.hero.stop')}
        onClick={onToggleRotation}
      >
        <svg
          className="hero__control-icon hero__control-icon--filled"
          viewBox="0 0 24 24"
          aria-hidden="true"
          focusable="false"
        >
          <path d={stopped ? 'M8 5v14l11-7z' : 'M7 5h4v14H7zm6 0h4v14h-4z'} />
        </svg>
      </button>
      <button
        type="button"
        className="hero__control"
        aria-label={t('shop.hero.previous')}
        onClick={() => {
          onShow(active - 1);
        }}
      >
        <Chevron direction="left" />
      </button>
      <div className="hero__dots" role="group" aria-label={t('shop.hero.picker')}>
        {Array.from({ length: count }, (_, index) => (
          <button
            key={index}
            type="button"
            className="hero__dot"
            aria-label={t('shop.hero.goTo', { number: index + 1, total: count })}
            aria-current={index === active ? 'true' : undefined}
            onClick={() => {
              onShow(index);
            }}
          />
        ))}
      </div>
      <button
        type="button"
        className="hero__control"
        aria-label={t('shop.hero.next')}
        onClick={() => {
          onShow(active + 1);
        }}
      >
        <Chevron direction="right" />
      </button>
    </div>
  );
}
