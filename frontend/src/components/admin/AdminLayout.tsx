import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet, ScrollRestoration, useLocation } from 'react-router';
import { LanguageToggle } from '../LanguageToggle';
import { Logo } from '../layout/Logo';
import './AdminLayout.css';

const SIDEBAR_ID = 'admin-sidebar';
const MAIN_ID = 'admin-main';

/** The back-office sections (SPEC §2); `end` keeps the dashboard from matching every admin path. */
const SECTIONS = [
  { key: 'dashboard', to: '/admin', end: true },
  { key: 'events', to: '/admin/events', end: false },
  { key: 'orders', to: '/admin/orders', end: false },
  { key: 'users', to: '/admin/users', end: false },
  { key: 'reports', to: '/admin/reports', end: false },
  { key: 'settings', to: '/admin/settings', end: false },
] as const;

export function AdminLayout() {
  const { t } = useTranslation();
  const location = useLocation();
  // Open for the location it was opened on, so following any link closes the phone menu by itself.
  const [openOnKey, setOpenOnKey] = useState<string | null>(null);
  const open = openOnKey === location.key;
  const menuButtonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenOnKey(null);
      menuButtonRef.current?.focus();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  return (
    <div className="admin">
      <a className="skip-link" href={`#${MAIN_ID}`}>
        {t('a11y.skipToContent')}
      </a>
      <header className="admin-topbar">
        <button
          ref={menuButtonRef}
          type="button"
          className="admin-topbar__menu"
          aria-expanded={open}
          aria-controls={SIDEBAR_ID}
          aria-label={open ? t('admin.layout.closeMenu') : t('admin.layout.openMenu')}
          onClick={() => {
            setOpenOnKey(open ? null : location.key);
          }}
        >
          <span className="admin-topbar__menu-lines" aria-hidden="true" />
          <span className="admin-topbar__menu-text">{t('admin.layout.menu')}</span>
        </button>
        <Link className="admin-topbar__brand" to="/admin" aria-label={t('admin.layout.brandLink')}>
          <Logo />
          <span className="admin-topbar__name">{t('app.name')}</span>
          <span className="admin-topbar__area">{t('admin.layout.area')}</span>
        </Link>
        <div className="admin-topbar__tools">
          <LanguageToggle />
          <Link className="admin-topbar__site" to="/">
            {t('admin.layout.backToSite')}
          </Link>
        </div>
      </header>
      <div className="admin__body">
        <nav id={SIDEBAR_ID} className="admin-sidebar" data-open={open} aria-label={t('admin.layout.sidebar')}>
          <ul className="admin-sidebar__list">
            {SECTIONS.map(({ key, to, end }) => (
              <li key={key}>
                <NavLink className="admin-sidebar__link" to={to} end={end}>
                  {t(`admin.nav.${key}`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <main id={MAIN_ID} className="admin-main" tabIndex={-1}>
          <Outlet />
        </main>
      </div>
      <ScrollRestoration />
    </div>
  );
}
