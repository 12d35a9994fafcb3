import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { DocumentTitle } from '../../../components/DocumentTitle';
import { ErrorMessage } from '../../../components/ErrorMessage';
import { Spinner } from '../../../components/Spinner';
import { useLanguage } from '../../../i18n/use-language';
import { namesNothing } from '../../../lib/api';
import { storeCheckoutSelection } from '../../../lib/checkout-selection';
import { formatLongDate, formatTime } from '../../../lib/format';
import { useGetEventQuery } from '../api/events-api';
import { EventNotFound } from '../components/EventNotFound';
import { OrderSummary } from '../components/OrderSummary';
import { TicketQuantityRow } from '../components/TicketQuantityRow';
import { checkoutSelectionOf } from '../lib/checkout-selection';
import { orderLinesOf, quantityOf, type Quantities } from '../lib/order-lines';
import { isPurchasable, maxQuantityOf } from '../lib/ticket-availability';
import type { PublicEventResponse } from '../../../lib/api-types/generated';
import './TicketSelectionPage.css';

/** `/tickets/:eventId`: how many tickets of each type, then on to the checkout. */
export function TicketSelectionPage() {
  const { eventId = '' } = useParams();
  // currentData so another event's tickets never show while this one loads.
  const { currentData, error, refetch } = useGetEventQuery(eventId);

  if (error) {
    if (namesNothing(error)) return <EventNotFound />;
    return (
      <div className="container page-section">
        <ErrorMessage onRetry={() => void refetch()} />
      </div>
    );
  }
  if (!currentData) return <Spinner />;
  // Keyed so quantities chosen for one event never carry over to another.
  return <TicketSelection key={currentData.id} event={currentData} />;
}

function TicketSelection({ event }: { event: PublicEventResponse }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const [quantities, setQuantities] = useState<Quantities>({});
  const title = event.title[language];
  const eventPath = `/events/${encodeURIComponent(event.id)}`;
  const lines = orderLinesOf(event.ticketTypes, quantities);
  const anyOnSale = event.ticketTypes.some(isPurchasable);

  const proceed = () => {
    const selection = checkoutSelectionOf(event.id, lines);
    storeCheckoutSelection(selection);
    void navigate('/checkout', { state: selection });
  };

  return (
    <div className="container page-section ticket-selection">
      <DocumentTitle title={t('shop.tickets.documentTitle', { title })} />
      <header className="ticket-selection__header">
        <Link className="ticket-selection__back" to={eventPath}>
          {t('shop.tickets.backToEvent')}
        </Link>
        <h1 className="page-title">{title}</h1>
        <p className="page-subtitle">
          <time dateTime={event.date}>{formatLongDate(event.date, language)}</time>
          {', '}
          <time dateTime={event.startsAt}>{formatTime(event.startsAt, language)}</time>
          {' · '}
          {event.venue}, {event.location}
        </p>
      </header>
      {anyOnSale ? (
        <div className="ticket-selection__layout">
          <section aria-labelledby="ticket-selection-title">
            <h2 id="ticket-selection-title" className="section-title">
              {t('shop.tickets.heading')}
            </h2>
            <ul className="ticket-rows">
              {event.ticketTypes.map((ticketType) => (
                <TicketQuantityRow
                  key={ticketType.id}
                  ticketType={ticketType}
                  quantity={quantityOf(ticketType, quantities)}
                  onChange={(quantity) => {
                    const bounded = Math.max(0, Math.min(quantity, maxQuantityOf(ticketType)));
                    setQuantities((current) => ({ ...current, [ticketType.id]: bounded }));
                  }}
                />
              ))}
            </ul>
          </section>
          <aside className="ticket-selection__aside">
            <OrderSummary lines={lines} currency={event.currency} onContinue={proceed} />
          </aside>
        </div>
      ) : (
        <p className="empty-state">{t('eventDetail.noTickets')}</p>
      )}
    </div>
  );
}
