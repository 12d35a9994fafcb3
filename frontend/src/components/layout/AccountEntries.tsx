import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentUser, useLogout } from '../../lib/session/hooks';

interface AccountEntriesProps {
  /** BEM block of the surrounding bar, as for NavEntries. */
  block: string;
  onNavigate?: () => void;
}

/** Profile and logout for a signed-in user, a login link for a visitor; shared by the bar and the mobile menu. */
export function AccountEntries({ block, onNavigate }: AccountEntriesProps) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const logout = useLogout();

  if (!user) {
    return (
      <Link className={`${block}__link`} to="/login" onClick={onNavigate}>
        {t('header.login')}
      </Link>
    );
  }
  return (
    <>
      <Link className={`${block}__link ${block}__link--profile`} to="/profile" onClick={onNavigate}>
        <svg className={`${block}__icon`} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M12 12a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9Zm0 2c-4.4 0-8 2.2-8 5v2h16v-2c0-2.8-3.6-5-8-5Z" />
        </svg>
        <span className="visually-hidden">{t('header.profile')} </span>
        <span className={`${block}__name`}>{user.firstName}</span>
      </Link>
      <button
        type="button"
        className={`${block}__button`}
        onClick={() => {
          onNavigate?.();
          void logout();
        }}
      >
        {t('header.logout')}
      </button>
    </>
  );
}
