import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/use-language';
import { isKnownTicketState, ticketAdmits } from '../../../lib/orders/guest-order';
import { formatMoney } from '../../../lib/money/money';
import type { GuestOrderResponse } from '../../../lib/api-types/generated';

type Standing = Pick<
  GuestOrderResponse,
  'money_state' | 'refunded_amount' | 'refund_pending_amount' | 'event_cancelled' | 'amount' | 'currency' | 'tickets'
>;

/** What happened to a paid order's money and tickets: refunds, a cancelled event, and each ticket's worth. */
export function OrderStanding({ order }: { order: Standing }) {
  const message = useStandingMessage(order);
  if (!message && order.tickets.length === 0) return null;
  return (
    <div className="order-standing">
      {message && <p className="order-standing__message">{message}</p>}
      {order.tickets.length > 0 && <TicketStates tickets={order.tickets} />}
    </div>
  );
}

function useStandingMessage(order: Standing): string | null {
  const { t } = useTranslation();
  const language = useLanguage();
  const money = (amount: number) => formatMoney(amount, order.currency, language);
  const amounts = { refunded: money(order.refunded_amount), paid: money(order.amount) };
  const parts: string[] = [];
  if (order.event_cancelled) {
    parts.push(
      order.money_state === 'refunded'
        ? t('checkout.standing.eventCancelledRefunded', amounts)
        : order.money_state === 'partly_refunded'
          ? t('checkout.standing.eventCancelledPartly', amounts)
          : t('checkout.standing.eventCancelled'),
    );
  } else if (order.money_state === 'refunded') {
    parts.push(t('checkout.standing.refunded', amounts));
  } else if (order.money_state === 'partly_refunded') {
    parts.push(t('checkout.standing.partlyRefunded', amounts));
  }
  if (order.refund_pending_amount > 0) {
    parts.push(t('checkout.standing.refundPending', { pending: money(order.refund_pending_amount) }));
  }
  return parts.length ? parts.join(' ') : null;
}

function TicketStates({ tickets }: { tickets: GuestOrderResponse['tickets'] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <ul className="ticket-states" aria-label={t('checkout.order.tickets')}>
      {tickets.map((ticket) => (
        <li key={ticket.id} className="ticket-states__item">
          <span>
            {ticket.ticket_type[language]} · {ticket.holder_name}
          </span>
          <span className={`badge ${ticketAdmits(ticket.state) ? 'badge--success' : 'badge--muted'}`}>
            {isKnownTicketState(ticket.state)
              ? t(`checkout.ticketState.${ticket.state}`)
              : t('checkout.ticketState.notValid')}
          </span>
        </li>
      ))}
    </ul>
  );
}
