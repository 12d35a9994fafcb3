import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useState } from 'react';
import { useVerifyPaymentQuery } from '../api/orders-api';
import type { GuestOrderResponse } from '../../../lib/api-types/generated';

/** How often the result page asks again while the provider has not confirmed yet, and for how long. */
const VERIFY_POLL_INTERVAL_MS = 2_000;
const VERIFY_POLL_LIMIT_MS = 60_000;

/**
 * Still worth asking again: a payment under way with a provider (`pending`), or paid with the
 * tickets not issued yet. Back from the provider, `initializing` means no payment is under way any
 * more: it failed or was cancelled, and asking again would not change that.
 */
function awaitingServer(order: GuestOrderResponse | undefined): boolean {
  if (!order) return false;
  // A bank transfer is awaited for days, and an admin confirms it: asking every 2 s would learn nothing.
  if (order.status === 'pending') return order.bank_transfer === null;
  return order.status === 'completed' && !order.tickets_pdf_url;
}

/**
 * The order as the server says it is, asked again every 2 s while the payment or the tickets are on
 * their way, for at most a minute; `timedOut` says the minute is over.
 */
export function usePaymentVerification(id: string, email: string | undefined) {
  const [timedOut, setTimedOut] = useState(false);
  // Whether to keep asking is known only from an answer, so it follows the last one.
  const [polling, setPolling] = useState(false);
  const query = useVerifyPaymentQuery(email ? { id, email } : skipToken, {
    pollingInterval: polling ? VERIFY_POLL_INTERVAL_MS : 0,
  });
  const order = query.currentData;
  const waiting = awaitingServer(order);
  if (polling !== (waiting && !timedOut)) setPolling(waiting && !timedOut);

  useEffect(() => {
    if (!waiting) return undefined;
    const timer = window.setTimeout(() => {
      setTimedOut(true);
    }, VERIFY_POLL_LIMIT_MS);
    return () => {
      window.clearTimeout(timer);
    };
  }, [waiting]);

  return { ...query, order, timedOut };
}
