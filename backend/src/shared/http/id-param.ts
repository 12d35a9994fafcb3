import { HttpStatus, Param } from '@nestjs/common';
import { isUUID } from 'class-validator';
import { LocalizedHttpException, type LocalizedText } from './localized-exceptions';

/** What the API names by id in its paths, in the genitive the message needs. */
const THINGS = {
  event: { lt: 'renginio', en: 'event' },
  ticketType: { lt: 'bilieto tipo', en: 'ticket type' },
  discountCode: { lt: 'nuolaidos kodo', en: 'discount code' },
  order: { lt: 'užsakymo', en: 'order' },
  refund: { lt: 'grąžinimo', en: 'refund' },
  refundRequest: { lt: 'grąžinimo prašymo', en: 'refund request' },
  user: { lt: 'vartotojo', en: 'user' },
} satisfies Record<string, LocalizedText>;

export type IdentifiedThing = keyof typeof THINGS;

/**
 * A path parameter naming a thing by its id (docs/architecture.md, "The HTTP command kit"). Anything
 * but a UUID is bad input, so it is a 400 naming the parameter, the same on every route, before any
 * query runs; a well-formed id of nothing is the route's own 404.
 */
export const IdParam = (name: string, of: IdentifiedThing): ParameterDecorator =>
  Param(name, { transform: (value: string) => idIn(name, of, value) });

/** The same rule where a route is answered outside a controller (a public read served from memory). */
export function idIn(name: string, of: IdentifiedThing, value: string | undefined): string {
  if (value !== undefined && isUUID(value)) return value;
  const message = { lt: `Neteisingas ${THINGS[of].lt} identifikatorius`, en: `Invalid ${THINGS[of].en} id` };
  throw new LocalizedHttpException(HttpStatus.BAD_REQUEST, message, [{ field: name, message }]);
}
