import { useTranslation } from 'react-i18next';

export type CheckoutMode = 'guest' | 'registered';

interface CheckoutModeChoiceProps {
  mode: CheckoutMode;
  onChange: (mode: CheckoutMode) => void;
  /** The id of the notice shown for the registered-user mode, which the pay button refers to. */
  noticeId: string;
}

/** Guest checkout, or the registered-user checkout that is still to come (docs/web.md, "Screen rules"). */
export function CheckoutModeChoice({ mode, onChange, noticeId }: CheckoutModeChoiceProps) {
  const { t } = useTranslation();
  return (
    <fieldset className="checkout-section">
      <legend className="checkout-section__legend">{t('checkout.mode.legend')}</legend>
      <div className="choice-list">
        <label className="choice">
          <input
            type="radio"
            name="checkout-mode"
            value="guest"
            checked={mode === 'guest'}
            onChange={() => {
              onChange('guest');
            }}
          />
          <span className="choice__title">{t('checkout.mode.guest')}</span>
          <span className="choice__hint">{t('checkout.mode.guestHint')}</span>
        </label>
        <label className="choice">
          <input
            type="radio"
            name="checkout-mode"
            value="registered"
            checked={mode === 'registered'}
            onChange={() => {
              onChange('registered');
            }}
          />
          <span className="choice__title">
            {t('checkout.mode.registered')} <span className="badge badge--muted">{t('checkout.mode.soon')}</span>
          </span>
        </label>
      </div>
      {mode === 'registered' && (
        <p id={noticeId} className="checkout-notice" role="status">
          {t('checkout.mode.registeredUnavailable')}
        </p>
      )}
    </fieldset>
  );
}
