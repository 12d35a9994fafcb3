import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/use-language';
import { formatHoldEnd } from '../lib/order-format';
import { useHoldEnded } from '../lib/use-hold-ended';
import type { GuestOrderResponse } from '../../../lib/api-types/generated';

const UNPAID = new Set(['initializing', 'pending']);

/** An unpaid order's seats: until when they are held for the buyer, or that the hold has ended. */
export function HoldNotice({ order }: { order: Pick<GuestOrderResponse, 'status' | 'seats_held_until'> }) {
  const until = order.seats_held_until;
  if (!until || !UNPAID.has(order.status)) return null;
  return <HoldEnd until={until} />;
}

function HoldEnd({ until }: { until: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const when = formatHoldEnd(until, language);
  const held = !useHoldEnded(until);
  return (
    <p className={`hold-notice${held ? '' : ' hold-notice--expired'}`}>
      {held ? t('checkout.hold.until', { when }) : t('checkout.hold.expired', { when })}
    </p>
  );
}
