import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/use-language';
import { isPurchasable, maxQuantityOf } from '../lib/ticket-availability';
import { formatMoney } from '../../../lib/money/money';
import type { PublicTicketTypeResponse } from '../../../lib/api-types/generated';

interface TicketQuantityRowProps {
  ticketType: PublicTicketTypeResponse;
  quantity: number;
  onChange: (quantity: number) => void;
}

/** One ticket type of the selection: what it is, what it costs, how many are left, and a −/+ stepper. */
export function TicketQuantityRow({ ticketType, quantity, onChange }: TicketQuantityRowProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const name = ticketType.name[language];
  const description = ticketType.description[language];
  const max = maxQuantityOf(ticketType);
  const purchasable = isPurchasable(ticketType);
  return (
    <li className={purchasable ? 'ticket-row' : 'ticket-row ticket-row--unavailable'}>
      <div className="ticket-row__info">
        <h3 className="ticket-row__name">{name}</h3>
        {description && <p className="ticket-row__description">{description}</p>}
        <p className="ticket-row__price">{formatMoney(ticketType.price, ticketType.currency, language)}</p>
      </div>
      {purchasable ? (
        <div className="ticket-row__side">
          <p className="badge badge--success">{t('eventDetail.remaining', { amount: ticketType.available })}</p>
          {/* aria-disabled rather than disabled: a disabled button drops the focus of whoever reached the
              limit by pressing it, while this one keeps it and simply does nothing more. */}
          <div className="stepper">
            <StepButton
              label={t('shop.tickets.decrease', { name })}
              symbol="−"
              enabled={quantity > 0}
              onPress={() => {
                onChange(quantity - 1);
              }}
            />
            <output className="stepper__value" aria-live="polite" aria-label={t('shop.tickets.quantity', { name })}>
              {quantity}
            </output>
            <StepButton
              label={t('shop.tickets.increase', { name })}
              symbol="+"
              enabled={quantity < max}
              onPress={() => {
                onChange(quantity + 1);
              }}
            />
          </div>
          <p className="ticket-row__limit">{t('shop.tickets.limit', { max })}</p>
        </div>
      ) : (
        <div className="ticket-row__side">
          <p className="badge badge--muted">{t('eventDetail.unavailable')}</p>
        </div>
      )}
    </li>
  );
}

interface StepButtonProps {
  label: string;
  symbol: string;
  enabled: boolean;
  onPress: () => void;
}

function StepButton({ label, symbol, enabled, onPress }: StepButtonProps) {
  return (
    <button
      type="button"
      className="stepper__button"
      aria-label={label}
      aria-disabled={!enabled}
      onClick={() => {
        if (enabled) onPress();
      }}
    >
      <span aria-hidden="true">{symbol}</span>
    </button>
  );
}
