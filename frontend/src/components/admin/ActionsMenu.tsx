import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import './admin-kit.css';

/** One choice of a radio group: the value in force is checked, so the menu also says what the row is now. */
interface MenuChoice {
  key: string;
  label: string;
  checked: boolean;
  onSelect: () => void;
}

export type MenuEntry =
  | { kind: 'link'; key: string; label: string; to: string }
  | { kind: 'action'; key: string; label: string; danger?: boolean; onSelect: () => void }
  | { kind: 'choices'; key: string; label: string; choices: MenuChoice[] }
  | { kind: 'separator'; key: string };

interface ActionsMenuProps {
  /** Names the button and the menu, e.g. "Veiksmai: Vasaros koncertas". */
  label: string;
  entries: MenuEntry[];
}

const ITEM_SELECTOR = '[role^="menuitem"]';

/**
 * A row's menu button (WAI-ARIA APG): arrows, Home and End move through the items, Escape closes and
 * returns to the button, Tab or a click elsewhere just closes. Links stay links, so they can be opened
 * in a new tab.
 */
export function ActionsMenu({ label, entries }: ActionsMenuProps) {
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

  const choose = (onSelect: () => void) => {
    close();
    onSelect();
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

  const renderEntry = (entry: MenuEntry) => {
    switch (entry.kind) {
      case 'separator':
        return <div key={entry.key} className="row-menu__separator" role="separator" />;
      case 'link':
        return (
          <Link key={entry.key} className="row-menu__item" role="menuitem" tabIndex={-1} to={entry.to}>
            {entry.label}
          </Link>
        );
      case 'action':
        return (
          <button
            key={entry.key}
            type="button"
            className={`row-menu__item${entry.danger ? ' row-menu__item--danger' : ''}`}
            role="menuitem"
            tabIndex={-1}
            onClick={() => {
              choose(entry.onSelect);
            }}
          >
            {entry.label}
          </button>
        );
      case 'choices':
        // The visible heading is for the eye; the group's own label says the same to screen readers.
        return [
          <div key={`${entry.key}-label`} className="row-menu__group-label" aria-hidden="true">
            {entry.label}
          </div>,
          <div key={entry.key} role="group" aria-label={entry.label}>
            {entry.choices.map((choice) => (
              <button
                key={choice.key}
                type="button"
                className="row-menu__item"
                role="menuitemradio"
                aria-checked={choice.checked}
                tabIndex={-1}
                onClick={() => {
                  choose(choice.onSelect);
                }}
              >
                {choice.label}
              </button>
            ))}
          </div>,
        ];
    }
  };

  return (
    <div className="row-menu" ref={wrapperRef} onBlur={closeWhenFocusLeaves}>
      <button
        ref={buttonRef}
        type="button"
        className="row-menu__button"
        aria-haspopup="menu"
        aria-expanded={Boolean(open)}
        aria-controls={open ? menuId : undefined}
        aria-label={label}
        onClick={() => {
          setOpen(open ? false : 'first');
        }}
        onKeyDown={(event) => {
          if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
          event.preventDefault();
          setOpen(event.key === 'ArrowUp' ? 'last' : 'first');
        }}
      >
        <span className="row-menu__dots" aria-hidden="true" />
      </button>
      {open && (
        <div
          ref={menuRef}
          id={menuId}
          className="row-menu__list"
          role="menu"
          aria-label={label}
          tabIndex={-1}
          onKeyDown={moveFocus}
        >
          {entries.map(renderEntry)}
        </div>
      )}
    </div>
  );
}
