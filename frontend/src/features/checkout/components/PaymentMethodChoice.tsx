import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/Spinner';
import { useLanguage } from '../../../i18n/use-language';
import type { PaymentMethodResponse } from '../../../lib/api-types/generated';

interface PaymentMethodChoiceProps {
  methods: PaymentMethodResponse[] | undefined;
  failed: boolean;
  onRetry: () => void;
  selected: PaymentMethodResponse['id'] | undefined;
  onChange: (id: PaymentMethodResponse['id']) => void;
  /** How long a bank transfer holds the seats, told beside that method. */
  transferHoldHours: number | undefined;
}

/** The payment methods on offer, as a radio group named in the page's language. */
export function PaymentMethodChoice({
  methods,
  failed,
  onRetry,
  selected,
  onChange,
  transferHoldHours,
}: PaymentMethodChoiceProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <fieldset className="checkout-section">
      <legend className="checkout-section__legend">{t('checkout.payment.legend')}</legend>
      {failed ? (
        <div className="checkout-notice" role="alert">
          <p>{t('checkout.payment.failed')}</p>
          <button type="button" className="button button--secondary" onClick={onRetry}>
            {t('errors.retry')}
          </button>
        </div>
      ) : !methods ? (
        <Spinner />
      ) : methods.length === 0 ? (
        <p className="checkout-notice">{t('checkout.payment.none')}</p>
      ) : (
        <div className="choice-list">
          {methods.map((method) => (
            <label key={method.id} className="choice">
              <input
                type="radio"
                name="payment-method"
                value={method.id}
                checked={selected === method.id}
                onChange={() => {
                  onChange(method.id);
                }}
              />
              <span className="choice__title">{method.name[language]}</span>
              {method.id === 'bank-transfer' && transferHoldHours !== undefined && (
                <span className="choice__hint">{t('checkout.payment.transferHint', { hours: transferHoldHours })}</span>
              )}
            </label>
          ))}
        </div>
      )}
    </fieldset>
  );
}
