import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/Spinner';
import { useDeferredData } from '../../../lib/deferred-data';
import { useGetFeaturedEventsQuery } from '../api/featured-events-api';
import { HeroSlider } from './HeroSlider';
import { HomeIntro } from './HomeIntro';

/** The hero shows three slides (docs/web.md, "Screen rules"). */
const HERO_SLIDE_COUNT = 3;

/**
 * The top of the home page: the featured events' carousel, or the welcome banner when there are none
 * to show. A failed request also falls back to the banner: the hero is a showcase, and the upcoming
 * events below report the error with a retry.
 */
export function HomeHero() {
  const { t } = useTranslation();
  const { data: fetched, isError } = useGetFeaturedEventsQuery();
  const data = useDeferredData(fetched);
  if (!data && !isError) {
    return (
      <div className="hero hero--loading">
        <Spinner />
      </div>
    );
  }
  const events = data?.slice(0, HERO_SLIDE_COUNT) ?? [];
  if (events.length === 0) return <HomeIntro />;
  return (
    <>
      {/* The slides' titles are the visible headings; the page still needs its one h1 for an outline. */}
      <h1 className="visually-hidden">{t('home.heading')}</h1>
      {/* A new set of events starts again from the first slide. */}
      <HeroSlider key={events.map(({ id }) => id).join()} events={events} />
    </>
  );
}
