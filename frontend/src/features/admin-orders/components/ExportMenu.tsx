import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EXPORT_FORMATS, type ExportFormat } from '../api/admin-orders-api';
import './admin-orders.css';

interface ExportMenuProps {
  busy: boolean;
  onExport: (format: ExportFormat) => void;
}

/**
 * "Eksportuoti" and its two formats. A disclosure of plain buttons: the kit's ActionsMenu is a row's
 * "⋮" menu, and this one carries a visible word. Escape or a press elsewhere folds it.
 */
export function ExportMenu({ busy, onExport }: ExportMenuProps) {
  const { t } = useTranslation();
  const choicesId = useId();
  const [open, setOpen] = useState(false);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const closeOnOutsidePress = (event: PointerEvent) => {
      if (!(event.target instanceof Node && wrapperRef.current?.contains(event.target))) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', closeOnOutsidePress);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOnOutsidePress);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  return (
    <div ref={wrapperRef} className="order-export">
      <button
        ref={buttonRef}
        type="button"
        className="button"
        aria-expanded={open}
        aria-controls={open ? choicesId : undefined}
        disabled={busy}
        onClick={() => {
          setOpen(!open);
        }}
      >
        {t('adminOrders.export.button')}
      </button>
      {/* Rendered only while open: a `hidden` group would still show, as its flex display wins over the attribute. */}
      {open && (
        <div id={choicesId} className="order-export__choices" role="group" aria-label={t('adminOrders.export.formats')}>
          {EXPORT_FORMATS.map((format) => (
            <button
              key={format}
              type="button"
              className="button button--secondary"
              onClick={() => {
                setOpen(false);
                onExport(format);
              }}
            >
              {t(`adminOrders.export.${format}`)}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
