import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserRole, UserStatus } from '../../../components/admin/user-values';
import { SETTABLE_ROLES, SETTABLE_STATUSES, type SettableRole, type SettableStatus } from '../api/admin-users-api';
import './UserActionsMenu.css';

interface UserActionsMenuProps {
  /** The user's name, so each row's button says whose actions it opens. */
  name: string;
  role: UserRole;
  status: UserStatus;
  onSetStatus: (status: SettableStatus) => void;
  onSetRole: (role: SettableRole) => void;
  onShowHistory: () => void;
}

const ITEM_SELECTOR = '[role^="menuitem"]';

/**
 * A menu button (WAI-ARIA APG): arrows, Home and End move through the items, Escape closes and
 * returns to the button, Tab or a click elsewhere just closes. The current status and role are
 * checked radio items, so the menu also says what the user is now.
 */
export function UserActionsMenu({ name, role, status, onSetStatus, onSetRole, onShowHistory }: UserActionsMenuProps) {
  const { t } = useTranslation();
  const menuId = useId();
  const [open, setOpen] = useState<'first' | 'last' | false>(false);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);

  const items = () => [...(menuRef.current?.querySelectorAll<HTMLElement>(ITEM_SELECTOR) ?? [])];

  useEffect(() => {
    if (!open) return undefined;
    const all = items();
    (open === 'last' ? all.at(-1) : all[0])?.focus();
    const closeOnOutsidePress = (event: PointerEvent) => {
      if (!(event.target instanceof Node && wrapperRef.current?.contains(event.target))) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutsidePress);
    return () => {
      document.removeEventListener('pointerdown', closeOnOutsidePress);
    };
  }, [open]);

  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  const choose = (action: () => void) => {
    close();
    action();
  };

  const moveFocus = (event: KeyboardEvent<HTMLDivElement>) => {
    const all = items();
    const current = all.findIndex((item) => item === document.activeElement);
    const target = {
      ArrowDown: all[(current + 1) % all.length],
      ArrowUp: all[(current - 1 + all.length) % all.length],
      Home: all[0],
      End: all.at(-1),
    }[event.key];
    if (target) {
      event.preventDefault();
      target.focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close();
    }
  };

  // Tab moves on from the menu; a click leaves no related target (Safari does not focus buttons), so
  // only a focus that really went elsewhere closes it here.
  const closeWhenFocusLeaves = (event: FocusEvent<HTMLDivElement>) => {
    if (event.relatedTarget instanceof Node && !event.currentTarget.contains(event.relatedTarget)) setOpen(false);
  };

  return (
    <div className="actions-menu" ref={wrapperRef} onBlur={closeWhenFocusLeaves}>
      <button
        ref={buttonRef}
        type="button"
        className="actions-menu__button"
        aria-haspopup="menu"
        aria-expanded={Boolean(open)}
        aria-controls={open ? menuId : undefined}
        aria-label={t('admin.users.actions.open', { name })}
        onClick={() => {
          setOpen(open ? false : 'first');
        }}
        onKeyDown={(event) => {
          if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
          event.preventDefault();
          setOpen(event.key === 'ArrowUp' ? 'last' : 'first');
        }}
      >
        <span className="actions-menu__dots" aria-hidden="true" />
      </button>
      {open && (
        <div
          ref={menuRef}
          id={menuId}
          className="actions-menu__list"
          role="menu"
          aria-label={t('admin.users.actions.open', { name })}
          tabIndex={-1}
          onKeyDown={moveFocus}
        >
          <div className="actions-menu__group-label" aria-hidden="true">
            {t('admin.users.actions.status')}
          </div>
          <div role="group" aria-label={t('admin.users.actions.status')}>
            {SETTABLE_STATUSES.map((option) => (
              <button
                key={option}
                type="button"
                className="actions-menu__item"
                role="menuitemradio"
                aria-checked={option === status}
                tabIndex={-1}
                onClick={() => {
                  choose(() => {
                    if (option !== status) onSetStatus(option);
                  });
                }}
              >
                {t(`admin.statuses.${option}`)}
              </button>
            ))}
          </div>
          <div className="actions-menu__separator" role="separator" />
          <div className="actions-menu__group-label" aria-hidden="true">
            {t('admin.users.actions.role')}
          </div>
          <div role="group" aria-label={t('admin.users.actions.role')}>
            {SETTABLE_ROLES.map((option) => (
              <button
                key={option}
                type="button"
                className="actions-menu__item"
                role="menuitemradio"
                aria-checked={option === role}
                tabIndex={-1}
                onClick={() => {
                  choose(() => {
                    if (option !== role) onSetRole(option);
                  });
                }}
              >
                {t(`admin.roles.${option}`)}
              </button>
            ))}
          </div>
          <div className="actions-menu__separator" role="separator" />
          <button
            type="button"
            className="actions-menu__item"
            role="menuitem"
            tabIndex={-1}
            onClick={() => {
              choose(onShowHistory);
            }}
          >
            {t('admin.users.actions.history')}
          </button>
        </div>
      )}
    </div>
  );
}
