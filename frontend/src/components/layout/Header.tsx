import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { LanguageToggle } from '../LanguageToggle';
import { AccountEntries } from './AccountEntries';
import { Logo } from './Logo';
import { NavEntries } from './NavEntries';
import './Header.css';

const MOBILE_MENU_ID = 'mobile-menu';

export function Header() {
  const { t } = useTranslation();
  const location = useLocation();
  // The menu is open for the location it was opened on, so any navigation (a link, the back button)
  // closes it without an effect resetting state.
  const [openOnKey, setOpenOnKey] = useState<string | null>(null);
  const open = openOnKey === location.key;
  const burgerRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenOnKey(null);
      burgerRef.current?.focus();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  const close = () => {
    setOpenOnKey(null);
  };

  return (
    <header className="site-header">
      <div className="site-header__bar container">
        <Link className="site-header__brand" to="/" aria-label={t('header.homeLink')} onClick={close}>
          <Logo />
          <span className="site-header__name">{t('app.name')}</span>
        </Link>
        <nav className="main-nav" aria-label={t('header.mainNav')}>
          <NavEntries block="main-nav" />
        </nav>
        <LanguageToggle className="site-header__language" />
        <div className="account-bar">
          <AccountEntries block="account-bar" />
        </div>
        <button
          ref={burgerRef}
          type="button"
          className="site-header__burger"
          aria-expanded={open}
          aria-controls={MOBILE_MENU_ID}
          aria-label={open ? t('header.closeMenu') : t('header.openMenu')}
          onClick={() => {
            setOpenOnKey(open ? null : location.key);
          }}
        >
          <span className="site-header__burger-lines" aria-hidden="true" />
        </button>
      </div>
      <div id={MOBILE_MENU_ID} className="mobile-menu" hidden={!open}>
        <nav className="mobile-menu__nav container" aria-label={t('header.mobileNav')}>
          <NavEntries block="mobile-menu" onNavigate={close} />
          <LanguageToggle className="mobile-menu__language" />
        </nav>
        <div className="mobile-menu__account container">
          <AccountEntries block="mobile-menu" onNavigate={close} />
        </div>
      </div>
    </header>
  );
}
