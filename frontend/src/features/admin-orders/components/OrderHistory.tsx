import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../components/admin/admin-format';
import { useLanguage } from '../../../i18n/use-language';
import type { OrderActor, OrderHistoryEntry } from '../api/admin-orders-api';
import { historyKeyOf } from '../lib/history';

/** Who acted: a name and what they are (administrator, buyer, payment provider, the system). */
export function ActorName({ actor }: { actor: OrderActor }) {
  const { t } = useTranslation();
  const kind = t(`adminOrders.detail.actorKinds.${actor.kind}`);
  return (
    <>
      {actor.name} ({kind})
    </>
  );
}

/** The order's stream, oldest first: what happened, who did it and when (in Vilnius), and its details. */
export function OrderHistory({ entries }: { entries: OrderHistoryEntry[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <ol className="order-history">
      {entries.map((entry) => {
        const known = historyKeyOf(entry);
        const details = Object.entries(entry.details);
        return (
          <li key={entry.position} className="order-history__entry">
            <p className="order-history__title">{known ? t(`adminOrders.history.${known}`) : entry.type}</p>
            <p className="order-history__meta">
              <time dateTime={entry.at}>{formatDateTime(entry.at, language)}</time> · <ActorName actor={entry.actor} />
            </p>
            {details.length > 0 && (
              <p className="order-history__details">
                {details.map(([name, value]) => `${name}: ${String(value)}`).join(', ')}
              </p>
            )}
          </li>
        );
      })}
    </ol>
  );
}
