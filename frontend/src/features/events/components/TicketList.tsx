import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/use-language';
import { isPurchasable } from '../lib/ticket-availability';
import './TicketList.css';
import { formatMoney } from '../../../lib/money/money';
import type { PublicTicketTypeResponse } from '../../../lib/api-types/generated';

export function TicketList({ ticketTypes }: { ticketTypes: PublicTicketTypeResponse[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (ticketTypes.length === 0) return <p className="empty-state">{t('eventDetail.noTickets')}</p>;
  return (
    <ul className="ticket-list">
      {ticketTypes.map((ticket) => {
        // Off sale covers outside the sale window and switched off as well as sold out.
        const unavailable = !isPurchasable(ticket);
        return (
          <li key={ticket.id} className={unavailable ? 'ticket ticket--sold-out' : 'ticket'}>
            <div className="ticket__main">
              <h3 className="ticket__name">{ticket.name[language]}</h3>
              {ticket.description[language] && <p className="ticket__description">{ticket.description[language]}</p>}
            </div>
            <div className="ticket__side">
              <p className="ticket__price">{formatMoney(ticket.price, ticket.currency, language)}</p>
              <p className={unavailable ? 'badge badge--muted' : 'badge badge--success'}>
                {unavailable ? t('eventDetail.unavailable') : t('eventDetail.remaining', { amount: ticket.available })}
              </p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
