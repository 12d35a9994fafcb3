/**
 * What an order costs, decided by the server from the catalog as it is now: a price sent by the
 * client is compared, never used. Pure: the catalog state and the time come in.
 */
import type { OrderLine, TicketCurrency } from '@ticketshop/projections';
import type { ExistingCatalogEvent } from '../../catalog/public-api';
import { orderingErrors } from './ordering.errors';
import { centsFromMajor } from '../../shared/money/money';

export interface TicketRequest {
  ticketTypeId: string;
  quantity: number;
  /** The unit price the buyer saw, in major units; checked against the catalog when given. */
  price?: number;
}

export interface PricedOrder {
  lines: OrderLine[];
  discountCode: { discountCodeId: string; code: string; usageLimit: number | null } | null;
  subtotalCents: number;
  discountCents: number;
  feeCents: number;
  totalCents: number;
  currency: TicketCurrency;
}

/**
 * Half-up rounding of a non-negative amount of cents, for percentages of money. The product is first
 * made exact in millionths of a cent (percentages have at most 4 decimals): `1500 * 2.3` is
 * 3449.9999999999995 in floating point, which would round 34.5 cents down.
 */
const percentOf = (cents: number, percent: number): number =>
  Math.round(Math.round(cents * percent * 10_000) / 1_000_000);

export function priceOrder(
  catalog: ExistingCatalogEvent,
  request: { tickets: readonly TicketRequest[]; discountCode?: string | null },
  now: Date,
  feePercent: number,
): PricedOrder {
  if (catalog.status !== 'published' || Date.parse(catalog.details.startsAt) <= now.getTime()) {
    throw orderingErrors.eventNotOnSale();
  }
  const wanted = request.tickets.filter((ticket) => ticket.quantity !== 0);
  if (wanted.length === 0) {
    throw orderingErrors.invalid('tickets', {
      lt: 'Pasirinkite bent vieną bilietą',
      en: 'Select at least one ticket',
    });
  }
  if (new Set(wanted.map((ticket) => ticket.ticketTypeId)).size !== wanted.length) {
    throw orderingErrors.invalid('tickets', {
      lt: 'Kiekvienas bilietų tipas nurodomas tik kartą',
      en: 'Each ticket type may appear only once',
    });
  }

  const lines = wanted.map((ticket): OrderLine & { currency: TicketCurrency } => {
    const ticketType = catalog.ticketTypes.find((candidate) => candidate.id === ticket.ticketTypeId);
    if (!ticketType) {
      throw orderingErrors.invalid('tickets', {
        lt: 'Tokio bilietų tipo šiame renginyje nėra',
        en: 'This event has no such ticket type',
      });
    }
    const { details } = ticketType;
    const time = now.getTime();
    if (!details.isActive || time < Date.parse(details.saleStartsAt) || time >= Date.parse(details.saleEndsAt)) {
      throw orderingErrors.ticketTypeNotOnSale(ticketType.id, details.name.lt);
    }
    if (!Number.isInteger(ticket.quantity) || ticket.quantity < 1 || ticket.quantity > details.maxPerOrder) {
      throw orderingErrors.invalid('tickets', {
        lt: `Bilietų „${details.name.lt}“ kiekis turi būti nuo 1 iki ${details.maxPerOrder}`,
        en: `The quantity of “${details.name.en}” must be between 1 and ${details.maxPerOrder}`,
      });
    }
    if (ticket.price !== undefined && centsFromMajor(ticket.price) !== details.priceCents) {
      throw orderingErrors.priceChanged(details.name.lt);
    }
    return {
      ticketTypeId: ticketType.id,
      name: details.name,
      quantity: ticket.quantity,
      unitPriceCents: details.priceCents,
      discountCents: 0,
      currency: details.currency,
    };
  });
  const currency = lines[0]!.currency;
  if (lines.some((line) => line.currency !== currency)) {
    throw orderingErrors.invalid('tickets', {
      lt: 'Skirtingomis valiutomis kainuojančių bilietų viename užsakyme pirkti negalima',
      en: 'Tickets priced in different currencies cannot be bought in one order',
    });
  }

  const discountCode = applyDiscountCode(catalog, request.discountCode, lines, currency, now);
  const subtotalCents = lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);
  const discountCents = lines.reduce((sum, line) => sum + line.discountCents, 0);
  const feeCents = percentOf(subtotalCents - discountCents, feePercent);
  return {
    lines: lines.map(({ currency: _currency, ...line }) => line),
    discountCode,
    subtotalCents,
    discountCents,
    feeCents,
    totalCents: subtotalCents - discountCents + feeCents,
    currency,
  };
}

const invalidCode = () =>
  orderingErrors.invalid('discount_code', {
    lt: 'Nuolaidos kodas negalioja',
    en: 'The discount code is not valid',
  });

/** Sets each applicable line's discount in place; answers the code applied. */
function applyDiscountCode(
  catalog: ExistingCatalogEvent,
  typed: string | null | undefined,
  lines: OrderLine[],
  currency: TicketCurrency,
  now: Date,
): PricedOrder['discountCode'] {
  const wanted = typed?.trim().toUpperCase();
  if (!wanted) return null;
  const found = catalog.discountCodes.find((code) => code.details.code === wanted);
  if (!found) throw invalidCode();
  const { details } = found;
  const time = now.getTime();
  if (!details.isActive || time < Date.parse(details.validFrom) || time >= Date.parse(details.validUntil)) {
    throw invalidCode();
  }
  const applicable = lines.filter(
    (line) => details.ticketTypeIds.length === 0 || details.ticketTypeIds.includes(line.ticketTypeId),
  );
  if (applicable.length === 0) {
    throw orderingErrors.invalid('discount_code', {
      lt: 'Nuolaidos kodas šiems bilietams netaikomas',
      en: 'The discount code does not apply to these tickets',
    });
  }
  if (details.discountType === 'percent') {
    for (const line of applicable) line.discountCents = percentOf(line.unitPriceCents * line.quantity, details.amount);
  } else {
    if (details.currency !== currency) throw invalidCode();
    // A fixed amount comes off the order once, line by line, and never below zero.
    let left = details.amount;
    for (const line of applicable) {
      line.discountCents = Math.min(left, line.unitPriceCents * line.quantity);
      left -= line.discountCents;
    }
  }
  return { discountCodeId: found.id, code: details.code, usageLimit: details.usageLimit };
}
