import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet, useLocation } from 'react-router';
import { PageScrollRestoration } from '../PageScrollRestoration';
import { useIsAdmin } from '../../lib/session/hooks';
import { LanguageToggle } from '../LanguageToggle';
import { Logo } from '../layout/Logo';
import './AdminLayout.css';

const SIDEBAR_ID = 'admin-sidebar';
const MAIN_ID = 'admin-main';

/**
 * The back-office sections (docs/web.md, "Screen rules"); `end` keeps the dashboard from matching every admin path. The
 * scanner is the one section for organizers too (`staff`): they see it alone.
 */
const SECTIONS = [
  { key: 'dashboard', to: '/admin', end: true, label: 'admin.nav.dashboard', staff: false },
  { key: 'events', to: '/admin/events', end: false, label: 'admin.nav.events', staff: false },
  { key: 'orders', to: '/admin/orders', end: false, label: 'admin.nav.orders', staff: false },
  { key: 'invoices', to: '/admin/invoices', end: false, label: 'admin.nav.invoices', staff: false },
  { key: 'scanner', to: '/admin/scanner', end: false, label: 'scanner.nav', staff: true },
  { key: 'users', to: '/admin/users', end: false, label: 'admin.nav.users', staff: false },
  { key: 'audit', to: '/admin/audit', end: false, label: 'adminAudit.nav', staff: false },
  { key: 'reports', to: '/admin/reports', end: false, label: 'admin.nav.reports', staff: false },
  { key: 'settings', to: '/admin/settings', end: false, label: 'admin.nav.settings', staff: false },
] as const;

export function AdminLayout() {
  const { t } = useTranslation();
  const location = useLocation();
  // Open for the location it was opened on, so following any link closes the phone menu by itself.
  const [openOnKey, setOpenOnKey] = useState<string | null>(null);
  const open = openOnKey === location.key;
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  // An organizer is here only for the scanner (RequireStaff); the other sections would turn them away.
  const admin = useIsAdmin();
  const sections = admin ? SECTIONS : SECTIONS.filter((section) => section.staff);
  const home = admin ? '/admin' : '/admin/scanner';

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
        <Link className="admin-topbar__brand" to={home} aria-label={t('admin.layout.brandLink')}>
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
            {sections.map(({ key, to, end, label }) => (
              <li key={key}>
                <NavLink className="admin-sidebar__link" to={to} end={end}>
                  {t(label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <main id={MAIN_ID} className="admin-main" tabIndex={-1}>
          <Outlet />
        </main>
      </div>
      <PageScrollRestoration />
    </div>
  );
}
