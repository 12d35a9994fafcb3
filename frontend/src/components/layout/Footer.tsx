import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CATEGORIES, categoryHref } from '../../lib/categories';
import { INFO_PAGES } from '../../lib/info-pages';
import { readSiteConfig } from '../../lib/site-config';
import { useSiteContacts } from '../../lib/site-settings/site-contacts';
import { SupportContactList } from '../SupportContactList';
import { Logo } from './Logo';
import './Footer.css';

export function Footer() {
  const { t } = useTranslation();
  const { siteName } = useSiteContacts();
  const { socialLinks } = readSiteConfig();
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <div className="site-footer__grid container">
        <section className="site-footer__about" aria-labelledby="footer-about">
          <p className="site-footer__brand">
            <Logo />
            <span className="site-footer__name">{siteName}</span>
          </p>
          <h2 id="footer-about" className="site-footer__title">
            {t('footer.aboutTitle')}
          </h2>
          <p className="site-footer__text">{t('footer.about')}</p>
        </section>
        <nav className="site-footer__section" aria-labelledby="footer-categories">
          <h2 id="footer-categories" className="site-footer__title">
            {t('footer.categoriesTitle')}
          </h2>
          <ul className="site-footer__list">
            {CATEGORIES.map((category) => (
              <li key={category}>
                <Link to={categoryHref(category)}>{t(`categories.plural.${category}`)}</Link>
              </li>
            ))}
            <li>
              <Link to="/events">{t('header.allEvents')}</Link>
            </li>
          </ul>
        </nav>
        <nav className="site-footer__section" aria-labelledby="footer-info">
          <h2 id="footer-info" className="site-footer__title">
            {t('footer.infoTitle')}
          </h2>
          <ul className="site-footer__list">
            {INFO_PAGES.map((page) => (
              <li key={page}>
                <Link to={`/info/${page}`}>{t(`footer.infoLinks.${page}`)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <section className="site-footer__section" aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="site-footer__title">
            {t('footer.contactTitle')}
          </h2>
          <SupportContactList className="site-footer__contacts" />
          {socialLinks.length > 0 && (
            <nav aria-labelledby="footer-social">
              <h3 id="footer-social" className="site-footer__subtitle">
                {t('footer.socialTitle')}
              </h3>
              <ul className="site-footer__social">
                {socialLinks.map((network) => (
                  <li key={network}>
                    {/* The server redirects to the profile: a page load, not a route of the app. */}
                    <a href={`/social/${network}`} rel="me noopener">
                      {t(`footer.social.${network}`)}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          )}
        </section>
      </div>
      <div className="site-footer__bottom">
        <p className="container">{t('footer.copyright', { year, siteName })}</p>
      </div>
    </footer>
  );
}
