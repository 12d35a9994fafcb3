import { DomainError } from '../../shared/event-sourcing/domain-error';

/** Cents as the back-office writes money: major units with two decimals. */
const money = (cents: number) => (cents / 100).toFixed(2);

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
        lt: `Užsakymo ${orderId} nebegalima grąžinti: jis neapmokėtas arba jau grąžintas`,
        en: `Order ${orderId} cannot be refunded: it is not paid or already refunded`,
      },
      { field: 'order_ids', orderId },
    ),
  orderOfOtherEvent: (orderId: string) =>
    new DomainError(
      'refund-request.order-of-other-event',
      'invalid',
      {
        lt: `Užsakymas ${orderId} nepriklauso šiam renginiui`,
        en: `Order ${orderId} does not belong to this event`,
      },
      { field: 'order_ids', orderId },
    ),
  orderNotFound: (orderId: string) =>
    new DomainError(
      'refund-request.order-not-found',
      'invalid',
      { lt: `Užsakymas ${orderId} nerastas`, en: `Order ${orderId} not found` },
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
        lt: `Viršytas dienos grąžinimų sumos limitas: šiandien patvirtinta ${money(usedCents)} iš ${money(limitCents)}, prašoma ${money(amountCents)}`,
        en: `Daily refund amount limit reached: ${money(usedCents)} of ${money(limitCents)} approved today, this request is ${money(amountCents)}`,
      },
      { limit: 'daily_amount', currentUsage: usedCents / 100, limitValue: limitCents / 100 },
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
