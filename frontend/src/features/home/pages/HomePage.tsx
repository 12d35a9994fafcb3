import { useTranslation } from 'react-i18next';
import { DocumentTitle } from '../../../components/DocumentTitle';
import { CategoryCards } from '../components/CategoryCards';
import { HomeHero } from '../components/HomeHero';
import { NewsletterBox } from '../components/NewsletterBox';
import { UpcomingEvents } from '../components/UpcomingEvents';
import './HomePage.css';

export function HomePage() {
  const { t } = useTranslation();
  return (
    <>
      <DocumentTitle title={t('home.title')} />
      <HomeHero />
      <div className="container page-section home-sections">
        <UpcomingEvents />
        <CategoryCards />
        <NewsletterBox />
      </div>
    </>
  );
}
