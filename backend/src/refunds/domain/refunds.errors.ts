import { DomainError } from '../../shared/event-sourcing/domain-error';
import type { SecondAdminReason } from './refund-policy.decider';
import { orderNumberOf } from '@ticketshop/projections';
import { formatMajor, majorFromCents } from '../../shared/money/money';

/** The limit a single-order refund would pass, as the admin reads it. */
const SECOND_ADMIN_REASONS: Record<SecondAdminReason, { lt: string; en: string }> = {
  single_refund_max: {
    lt: 'suma didesnė, nei vienas administratorius gali grąžinti',
    en: 'the amount is more than one admin may refund',
  },
  daily_amount: { lt: 'viršytų dienos grąžinimų sumos limitą', en: "it would pass the day's refund amount limit" },
  daily_count: { lt: 'viršytų dienos grąžinimų skaičiaus limitą', en: "it would pass the day's refund count limit" },
  weekly_count: {
    lt: 'viršytų savaitės grąžinimų skaičiaus limitą',
    en: "it would pass the week's refund count limit",
  },
};

export const refundErrors = {
  requestNotFound: () =>
    new DomainError('refund-request.not-found', 'not-found', {
      lt: 'Grąžinimo prašymas nerastas',
      en: 'Refund request not found',
    }),
  alreadySubmitted: () =>
    new DomainError('refund-request.already-submitted', 'conflict', {
      lt: 'Šis grąžinimo prašymas jau pateiktas',
      en: 'This refund request has already been submitted',
    }),
  noOrders: () =>
    new DomainError(
      'refund-request.no-orders',
      'invalid',
      { lt: 'Pasirinkite bent vieną užsakymą', en: 'Choose at least one order' },
      { field: 'order_ids' },
    ),
  nothingToRefund: (orderId: string) =>
    new DomainError(
      'refund-request.nothing-to-refund',
      'invalid',
      {
        lt: `Užsakymo ${orderNumberOf(orderId)} nebegalima grąžinti: jis neapmokėtas arba jau grąžintas`,
        en: `Order ${orderNumberOf(orderId)} cannot be refunded: it is not paid or already refunded`,
      },
      { field: 'order_ids', orderId },
    ),
  orderOfOtherEvent: (orderId: string) =>
    new DomainError(
      'refund-request.order-of-other-event',
      'invalid',
      {
        lt: `Užsakymas ${orderNumberOf(orderId)} nepriklauso šiam renginiui`,
        en: `Order ${orderNumberOf(orderId)} does not belong to this event`,
      },
      { field: 'order_ids', orderId },
    ),
  orderNotFound: (orderId: string) =>
    new DomainError(
      'refund-request.order-not-found',
      'invalid',
      { lt: `Užsakymas ${orderNumberOf(orderId)} nerastas`, en: `Order ${orderNumberOf(orderId)} not found` },
      { field: 'order_ids', orderId },
    ),
  notPending: (status: string) =>
    new DomainError(
      'refund-request.not-pending',
      'conflict',
      {
        lt: `Prašymas jau nebelaukia sprendimo (būsena: ${status})`,
        en: `The request is no longer awaiting a decision (status: ${status})`,
      },
      { status },
    ),
  ownRequest: () =>
    new DomainError('refund-request.own-request', 'forbidden', {
      lt: 'Savo paties grąžinimo prašymo patvirtinti negalima: jį turi patvirtinti kitas administratorius',
      en: 'You cannot approve your own refund request: another admin must approve it',
    }),
  nothingToRetry: () =>
    new DomainError('refund-request.nothing-to-retry', 'conflict', {
      lt: 'Prašyme nėra nepavykusių grąžinimų',
      en: 'The request has no failed refunds',
    }),
  wrongPassword: () =>
    new DomainError(
      'refund-request.wrong-password',
      'forbidden',
      { lt: 'Neteisingas slaptažodis', en: 'The password is incorrect' },
      { field: 'admin_password_confirmation' },
    ),
  superAdminOnly: () =>
    new DomainError('refund-policy.super-admin-only', 'forbidden', {
      lt: 'Grąžinimų limitus keisti gali tik super administratorius',
      en: 'Only a super admin can change the refund limits',
    }),
  dailyAmountExceeded: (usedCents: number, limitCents: number, amountCents: number) =>
    new DomainError(
      'refund-policy.daily-amount-exceeded',
      'conflict',
      {
        lt: `Viršytas dienos grąžinimų sumos limitas: šiandien patvirtinta ${formatMajor(usedCents)} iš ${formatMajor(limitCents)}, prašoma ${formatMajor(amountCents)}`,
        en: `Daily refund amount limit reached: ${formatMajor(usedCents)} of ${formatMajor(limitCents)} approved today, this request is ${formatMajor(amountCents)}`,
      },
      { limit: 'daily_amount', currentUsage: majorFromCents(usedCents), limitValue: majorFromCents(limitCents) },
    ),
  dailyCountExceeded: (used: number, limit: number) =>
    new DomainError(
      'refund-policy.daily-count-exceeded',
      'conflict',
      {
        lt: `Viršytas dienos grąžinimų skaičiaus limitas: šiandien patvirtinta ${used} iš ${limit}`,
        en: `Daily refund count limit reached: ${used} of ${limit} approved today`,
      },
      { limit: 'daily_count', currentUsage: used, limitValue: limit },
    ),
  /**
   * An admin's refund of one order that only a second admin may let through. The single-order route
   * turns it into a refund request; the retry of a failed single-order refund answers it as a 409.
   */
  secondAdminNeeded: (reason: SecondAdminReason) =>
    new DomainError(
      'refund-policy.second-admin-needed',
      'conflict',
      {
        lt: `Šį grąžinimą turi patvirtinti kitas administratorius: ${SECOND_ADMIN_REASONS[reason].lt}`,
        en: `A second admin must approve this refund: ${SECOND_ADMIN_REASONS[reason].en}`,
      },
      { reason },
    ),
  orderInOpenRequest: (orderId: string, refundRequestId: string) =>
    new DomainError(
      'refund-request.order-in-open-request',
      'invalid',
      {
        lt: `Užsakymas ${orderNumberOf(orderId)} jau yra laukiančiame grąžinimo prašyme ${orderNumberOf(refundRequestId)}`,
        en: `Order ${orderNumberOf(orderId)} is already in refund request ${orderNumberOf(refundRequestId)}, which is still open`,
      },
      { field: 'order_ids', orderId, refundRequestId },
    ),
  weeklyCountExceeded: (used: number, limit: number) =>
    new DomainError(
      'refund-policy.weekly-count-exceeded',
      'conflict',
      {
        lt: `Viršytas savaitės grąžinimų skaičiaus limitas: šią savaitę patvirtinta ${used} iš ${limit}`,
        en: `Weekly refund count limit reached: ${used} of ${limit} approved this week`,
      },
      { limit: 'weekly_count', currentUsage: used, limitValue: limit },
    ),
};
