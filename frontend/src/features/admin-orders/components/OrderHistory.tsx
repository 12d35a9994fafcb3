import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../components/admin/admin-format';
import { useLanguage } from '../../../i18n/use-language';
import { historyKeyOf } from '../lib/history';
import { describeHistoryDetails } from '../lib/history-details';
import type { OrderActorResponse, OrderHistoryEntryResponse } from '../../../lib/api-types/generated';

/** Who acted: a name and what they are (administrator, buyer, payment provider, the system). */
export function ActorName({ actor }: { actor: OrderActorResponse }) {
  const { t } = useTranslation();
  const kind = t(`adminOrders.detail.actorKinds.${actor.kind}`);
  return (
    <>
      {actor.name} ({kind})
    </>
  );
}

/**
 * The order's stream, oldest first: what happened, who did it and when (in Vilnius), and its details in
 * the staff's words, money formatted in the order's currency unless the entry names its own.
 */
export function OrderHistory({ entries, currency }: { entries: OrderHistoryEntryResponse[]; currency: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <ol className="order-history">
      {entries.map((entry) => {
        const known = historyKeyOf(entry);
        const details = describeHistoryDetails(entry.details, currency, language, t);
        return (
          <li key={entry.position} className="order-history__entry">
            <p className="order-history__title">{known ? t(`adminOrders.history.${known}`) : entry.type}</p>
            <p className="order-history__meta">
              <time dateTime={entry.at}>{formatDateTime(entry.at, language)}</time> · <ActorName actor={entry.actor} />
            </p>
            {details.length > 0 && <p className="order-history__details">{details.join(' · ')}</p>}
          </li>
        );
      })}
    </ol>
  );
}
