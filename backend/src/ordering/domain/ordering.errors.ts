import { DomainError } from '../../shared/event-sourcing/domain-error';
import { formatMajor, majorFromCents } from '../../shared/money/money';

/** Refusals of the buying side. `field` names the guest order API's field (docs/ordering.md). */
export const orderingErrors = {
  invalid: (field: string, messages: { lt: string; en: string }) =>
    new DomainError('order.invalid', 'invalid', messages, { field }),
  eventNotOnSale: () =>
    new DomainError('order.event-not-on-sale', 'conflict', {
      lt: 'Šio renginio bilietai neparduodami',
      en: 'Tickets for this event are not on sale',
    }),
  ticketTypeNotOnSale: (ticketTypeId: string, name: string) =>
    new DomainError(
      'order.ticket-type-not-on-sale',
      'conflict',
      { lt: `Bilietai „${name}“ šiuo metu neparduodami`, en: `“${name}” tickets are not on sale now` },
      { field: 'tickets', ticketTypeId },
    ),
  priceChanged: (name: string) =>
    new DomainError(
      'order.price-changed',
      'conflict',
      {
        lt: `Bilieto „${name}“ kaina pasikeitė. Peržiūrėkite užsakymą ir bandykite dar kartą.`,
        en: `The price of “${name}” has changed. Review the order and try again.`,
      },
      { field: 'tickets' },
    ),
  notEnoughSeats: (ticketTypeId: string, available: number) =>
    new DomainError(
      'seats.not-enough',
      'conflict',
      available === 0
        ? { lt: 'Šio tipo bilietai išparduoti', en: 'These tickets are sold out' }
        : {
            lt: `Liko tik ${available} šio tipo bilietų`,
            en: `Only ${available} tickets of this type are left`,
          },
      { field: 'tickets', ticketTypeId, available },
    ),
  discountCodeUsedUp: () =>
    new DomainError(
      'seats.discount-code-used-up',
      'conflict',
      { lt: 'Nuolaidos kodas jau išnaudotas', en: 'The discount code has been used up' },
      { field: 'discount_code' },
    ),
  tooManySeatsHeld: (held: number, max: number) =>
    new DomainError(
      'seats.buyer-hold-limit',
      'conflict',
      {
        lt: `Vienu metu galite rezervuoti ne daugiau kaip ${max} šio renginio bilietų (dabar rezervuota ${held}). Apmokėkite ankstesnį užsakymą arba palaukite, kol baigsis jo rezervacija.`,
        en: `You can hold at most ${max} tickets for this event at once (${held} held now). Pay for your earlier order or wait until its hold ends.`,
      },
      { field: 'tickets', held, max },
    ),
  capacityBelowTaken: (taken: number) =>
    new DomainError(
      'seats.capacity-below-taken',
      'conflict',
      {
        lt: `Kiekis negali būti mažesnis nei jau parduota ir rezervuota (${taken})`,
        en: `The quantity cannot be less than already sold and reserved (${taken})`,
      },
      { field: 'quantity', taken },
    ),
  orderNotFound: () =>
    new DomainError('order.not-found', 'not-found', {
      lt: 'Užsakymas nerastas arba neteisingas el. pašto adresas',
      en: 'Order not found or incorrect email address',
    }),
  /** The back-office's wording: an admin names an order by its id, not with a buyer's address. */
  adminOrderNotFound: () =>
    new DomainError('order.not-found', 'not-found', { lt: 'Užsakymas nerastas', en: 'Order not found' }),
  notPayable: (status: string) =>
    new DomainError(
      'order.not-payable',
      'conflict',
      status === 'expired'
        ? {
            lt: 'Užsakymo rezervacijos laikas baigėsi. Pasirinkite bilietus iš naujo.',
            en: 'The order’s reservation has expired. Please choose the tickets again.',
          }
        : status === 'paid'
          ? { lt: 'Užsakymas jau apmokėtas', en: 'The order is already paid' }
          : { lt: 'Šio užsakymo apmokėti nebegalima', en: 'This order can no longer be paid' },
      { status },
    ),
  ticketAlreadyUsed: (usedAt: string) =>
    new DomainError(
      'ticket.already-used',
      'conflict',
      { lt: 'Bilietas jau panaudotas', en: 'The ticket has already been used' },
      { usedAt },
    ),
  ticketRefunded: () =>
    new DomainError('ticket.refunded', 'conflict', {
      lt: 'Už bilietą grąžinti pinigai, jis negalioja',
      en: 'The ticket was refunded and is not valid',
    }),
  ticketVoided: () =>
    new DomainError('ticket.voided', 'conflict', {
      lt: 'Bilietas anuliuotas, jis negalioja',
      en: 'The ticket was voided and is not valid',
    }),
  notVoidable: (status: string) =>
    new DomainError(
      'order.not-voidable',
      'conflict',
      {
        lt: 'Bilietus galima anuliuoti tik apmokėtame užsakyme, už kurį grąžinti (ar grąžinami) pinigai',
        en: 'Tickets can be voided only on a paid order that has been (or is being) refunded',
      },
      { status },
    ),
  ticketsNotOfOrder: (ticketIds: readonly string[]) =>
    new DomainError(
      'order.invalid',
      'invalid',
      {
        lt: `Šie bilietai nėra šio užsakymo: ${ticketIds.join(', ')}`,
        en: `These tickets are not of this order: ${ticketIds.join(', ')}`,
      },
      { field: 'ticket_ids', ticketIds: [...ticketIds] },
    ),
  ticketAlreadyAdmitted: (ticketIds: readonly string[]) =>
    new DomainError(
      'order.ticket-already-admitted',
      'conflict',
      {
        lt: `Bilietas jau panaudotas prie įėjimo, jo anuliuoti negalima: ${ticketIds.join(', ')}`,
        en: `The ticket was already used at the door and cannot be voided: ${ticketIds.join(', ')}`,
      },
      { ticketIds: [...ticketIds] },
    ),
  ticketEventCancelled: () =>
    new DomainError('ticket.event-cancelled', 'conflict', {
      lt: 'Renginys atšauktas',
      en: 'The event was cancelled',
    }),
  bankTransferTooLate: () =>
    new DomainError('order.bank-transfer-too-late', 'conflict', {
      lt: 'Renginys per arti, kad spėtumėte sumokėti banko pavedimu. Pasirinkite kitą mokėjimo būdą.',
      en: 'The event is too close for a bank transfer to arrive. Please choose another way to pay.',
    }),
  notAwaitingTransfer: (status: string) =>
    new DomainError(
      'order.not-awaiting-transfer',
      'conflict',
      {
        lt: 'Šis užsakymas nelaukia apmokėjimo, todėl pavedimo patvirtinti negalima',
        en: 'This order is not awaiting payment, so a transfer cannot be confirmed',
      },
      { status },
    ),
  transferNotChosen: () =>
    new DomainError('order.transfer-not-chosen', 'conflict', {
      lt: 'Pirkėjas nepasirinko mokėti banko pavedimu, todėl pavedimo patvirtinti negalima',
      en: 'The buyer did not choose to pay by bank transfer, so a transfer cannot be confirmed',
    }),
  transferAmountMismatch: (totalCents: number, currency: string) =>
    new DomainError(
      'order.transfer-amount-mismatch',
      'invalid',
      {
        lt: `Pavedimo suma turi būti lygi užsakymo sumai (${formatMajor(totalCents)} ${currency})`,
        en: `The transfer’s amount must equal the order’s total (${formatMajor(totalCents)} ${currency})`,
      },
      { field: 'amount', total_cents: totalCents },
    ),
  notRefundable: (status: string) =>
    new DomainError(
      'order.not-refundable',
      'conflict',
      {
        lt: 'Grąžinti pinigus galima tik už apmokėtą užsakymą',
        en: 'Only a paid order can be refunded',
      },
      { status },
    ),
  refundAmountNotPositive: () =>
    new DomainError(
      'order.refund-amount-invalid',
      'invalid',
      { lt: 'Grąžinama suma turi būti didesnė už nulį', en: 'The refund amount must be greater than zero' },
      { field: 'amount' },
    ),
  refundTooLarge: (refundableCents: number, currency: string) => {
    const amount = `${formatMajor(refundableCents)} ${currency}`;
    return new DomainError(
      'order.refund-too-large',
      'conflict',
      refundableCents === 0
        ? { lt: 'Už šį užsakymą grąžinti nebėra ko', en: 'Nothing is left to refund on this order' }
        : {
            lt: `Galima grąžinti ne daugiau kaip ${amount}`,
            en: `At most ${amount} can be refunded`,
          },
      { field: 'amount', refundable: majorFromCents(refundableCents), currency },
    );
  },
  refundNotFound: () =>
    new DomainError('order.refund-not-found', 'not-found', {
      lt: 'Šio užsakymo grąžinimas nerastas',
      en: 'No such refund of this order',
    }),
  refundNotFailed: (state: string) =>
    new DomainError(
      'order.refund-not-failed',
      'conflict',
      {
        lt: 'Dar kartą siųsti galima tik nepavykusį arba neaiškų grąžinimą',
        en: 'Only a failed or uncertain refund can be sent again',
      },
      { state },
    ),
  refundNotAwaitingMerchant: (state: string) =>
    new DomainError(
      'order.refund-not-awaiting-merchant',
      'conflict',
      {
        lt: 'Grąžintu galima pažymėti tik grąžinimą, kurį turi atlikti ar patikrinti parduotuvės darbuotojai',
        en: 'Only a refund left to the shop’s staff to pay or check can be marked as paid back',
      },
      { state },
    ),
  notCancellable: (status: string) =>
    new DomainError(
      'order.not-cancellable',
      'conflict',
      status === 'paid'
        ? {
            lt: 'Apmokėto užsakymo atšaukti negalima: grąžinkite už jį pinigus',
            en: 'A paid order cannot be cancelled: refund it instead',
          }
        : { lt: 'Šio užsakymo atšaukti negalima', en: 'This order cannot be cancelled' },
      { status },
    ),
  noTicketsYet: () =>
    new DomainError('order.no-tickets', 'conflict', {
      lt: 'Užsakymui dar neišrašyti bilietai, patvirtinimo siųsti negalima',
      en: 'The order has no tickets yet, so there is no confirmation to send',
    }),
  ticketNotFound: () =>
    new DomainError('ticket.not-found', 'not-found', { lt: 'Bilietas nerastas', en: 'Ticket not found' }),
};
