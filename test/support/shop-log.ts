/**
 * A synthetic log of a whole season of the shop, for the rebuild benchmark: organisers draft and
 * publish events, buyers register, sign in and order, payments succeed, fail or never come, tickets are
 * issued and scanned at the door, and some money goes back (single refunds, and refund requests for
 * cancelled events). Every projector gets real work; the shapes are those of `projections/src/events/`.
 * Proportions per published catalog event: about 25 orders (70 % paid, 12 % expired, 8 % failed first,
 * 10 % failed for good), 8 % of paid orders refunded (one in seven of those fails at the provider first),
 * 2 % of events cancelled with a refund request for their paid orders, and about 10 registered users.
 */
import {
  eventCatalog,
  orderStreamId,
  refundRequestStreamId,
  seatInventoryStreamId,
  userStreamId,
  type Actor,
  type EventToAppend,
  type PaymentProviderName,
  type SoldSeatLine,
  type TicketTypeDetails,
} from '@ticketshop/projections';
import { catalogStreams } from './catalog-events';
import { SeededRandom } from './random';

export interface ShopStream {
  streamId: string;
  events: EventToAppend[];
}

const FIRST_NAMES = ['Ona', 'Jonas', 'Rūta', 'Mantas', 'Eglė', 'Tomas', 'Gintarė', 'Lukas', 'Austėja', 'Paulius'];
const LAST_NAMES = ['Kazlauskė', 'Petrauskas', 'Jankauskaitė', 'Stankevičius', 'Vasiliauskė', 'Žukauskas'];
const PROVIDERS: readonly PaymentProviderName[] = ['sandbox', 'makecommerce', 'paysera'];
const MINUTE = 60_000;

interface TicketTypeSeed {
  ticketTypeId: string;
  details: TicketTypeDetails;
}

interface Buyer {
  email: string;
  firstName: string;
  lastName: string;
  userId: string | null;
}

/**
 * Streams of a shop's log, totalling exactly `totalEvents` (the last stream is cut short when needed),
 * each meant to be appended whole; a catalog event's inventory comes after its orders, a refund
 * request after the orders it refunds. The same seed gives the same log, ids included.
 */
export function* shopStreams(totalEvents: number, seed: number): Generator<ShopStream> {
  const random = new SeededRandom(seed ^ 0x5eed);
  const admins = Array.from({ length: 6 }, () => random.uuid());
  const users: Buyer[] = [];
  let remaining = totalEvents;

  const take = (stream: ShopStream): ShopStream | undefined => {
    if (remaining <= 0 || stream.events.length === 0) return undefined;
    const events = stream.events.slice(0, remaining);
    remaining -= events.length;
    return { streamId: stream.streamId, events };
  };

  // The catalog generator keeps its own clock and seed; its streams set the season's pace.
  for (const catalog of catalogStreams(Number.MAX_SAFE_INTEGER, seed)) {
    const first = take(catalog);
    if (!first) return;
    yield first;
    const published = catalog.events.some((event) => event.type === 'CatalogEventPublished');
    if (!published) continue;
    let clock = Date.parse(catalog.events.at(-1)!.metadata.occurredAt);
    const event = (type: string, data: Record<string, unknown>, actor: Actor, minutes = 1): EventToAppend => {
      clock += random.int(1, Math.max(1, minutes)) * MINUTE;
      const commandId = random.uuid();
      return {
        eventId: random.uuid(),
        type,
        version: eventCatalog.versionOf(type),
        data,
        metadata: {
          actor,
          correlationId: commandId,
          causationId: commandId,
          occurredAt: new Date(clock).toISOString(),
        },
      };
    };
    const system: Actor = { kind: 'system', name: 'shop' };
    const admin = (): Actor => ({ kind: 'user', userId: random.pick(admins), role: 'admin' });

    for (let i = random.int(6, 14); i > 0; i--) {
      const registered = registerUser(random, event);
      users.push(registered.buyer);
      const stream = take(registered.stream);
      if (!stream) return;
      yield stream;
    }

    const catalogEventId = catalog.catalogEventId;
    const drafted = catalog.events[0]!.data as { details: { name: unknown; startsAt: string; venue: never } };
    const ticketTypes: TicketTypeSeed[] = catalog.events
      .filter((e) => e.type === 'TicketTypeAdded')
      .map((e) => e.data as unknown as TicketTypeSeed);
    if (ticketTypes.length === 0) continue;
    const inventory = ticketTypes.map((t) =>
      event('SeatCapacitySet', { catalogEventId, ticketTypeId: t.ticketTypeId, capacity: t.details.quantity }, admin()),
    );
    const cancelled = random.chance(0.02);
    const refundable: { orderId: string; amountCents: number; currency: string; story: EventToAppend[] }[] = [];

    for (let n = random.int(10, 40); n > 0; n--) {
      const orderId = random.uuid();
      const buyer = random.chance(0.4) && users.length > 0 ? random.pick(users) : guest(random);
      const actor: Actor = buyer.userId ? { kind: 'user', userId: buyer.userId, role: 'user' } : system;
      const ticketType = random.pick(ticketTypes);
      const currency = ticketType.details.currency;
      const quantity = random.int(1, 4);
      const unitPriceCents = ticketType.details.priceCents;
      const subtotalCents = quantity * unitPriceCents;
      const feeCents = Math.round(subtotalCents * 0.02);
      const totalCents = subtotalCents + feeCents;
      const lines = [{ ticketTypeId: ticketType.ticketTypeId, quantity }];
      const expiresAt = new Date(clock + 16 * MINUTE).toISOString();
      const email = buyer.email.toLowerCase();
      inventory.push(
        event(
          'SeatsReserved',
          { catalogEventId, orderId, lines, discountCodeId: null, expiresAt, buyerEmail: email },
          actor,
        ),
      );
      const story = [
        event(
          'OrderPlaced',
          {
            orderId,
            event: {
              catalogEventId,
              name: drafted.details.name,
              startsAt: drafted.details.startsAt,
              venue: drafted.details.venue,
            },
            buyer: { email: buyer.email, firstName: buyer.firstName, lastName: buyer.lastName, phone: '+37061234567' },
            language: random.chance(0.8) ? 'lt' : 'en',
            lines: [
              {
                ticketTypeId: ticketType.ticketTypeId,
                name: ticketType.details.name,
                quantity,
                unitPriceCents,
                discountCents: 0,
              },
            ],
            discountCode: null,
            subtotalCents,
            discountCents: 0,
            feeCents,
            totalCents,
            currency,
            expiresAt,
          },
          actor,
        ),
      ];
      const provider = random.pick(PROVIDERS);
      const transaction = () => `${provider.slice(0, 2)}-${random.uuid()}`;
      const initiate = () =>
        event(
          'PaymentInitiated',
          {
            orderId,
            paymentId: random.uuid(),
            provider,
            amountCents: totalCents,
            currency,
            providerTransactionId: null,
          },
          actor,
        );
      const path = random.next();
      if (path < 0.12) {
        story.push(event('OrderExpired', { orderId }, system, 16));
        inventory.push(
          event(
            'SeatsReleased',
            { catalogEventId, orderId, lines, discountCodeId: null, reason: 'order-expired' },
            system,
          ),
        );
      } else if (path < 0.22) {
        story.push(
          initiate(),
          event(
            'PaymentFailed',
            { orderId, provider, providerTransactionId: transaction(), reason: 'declined' },
            system,
            3,
          ),
        );
        story.push(event('OrderExpired', { orderId }, system, 16));
        inventory.push(
          event(
            'SeatsReleased',
            { catalogEventId, orderId, lines, discountCodeId: null, reason: 'order-expired' },
            system,
          ),
        );
      } else {
        if (path < 0.3)
          story.push(
            initiate(),
            event(
              'PaymentFailed',
              { orderId, provider, providerTransactionId: transaction(), reason: 'declined' },
              system,
              3,
            ),
          );
        const paid = { provider, providerTransactionId: transaction(), amountCents: totalCents, currency };
        story.push(initiate(), event('PaymentSucceeded', { orderId, ...paid }, system, 4));
        const soldLines: SoldSeatLine[] = [
          { ticketTypeId: ticketType.ticketTypeId, quantity, revenueCents: subtotalCents },
        ];
        inventory.push(
          event(
            'SeatsSold',
            { catalogEventId, orderId, lines: soldLines, discountCodeId: null, wasHeld: true },
            system,
          ),
        );
        const tickets = Array.from({ length: quantity }, () => ({
          ticketId: random.uuid(),
          code: random.uuid().replaceAll('-', '').slice(0, 20).toUpperCase(),
          ticketTypeId: ticketType.ticketTypeId,
          holderName: `${buyer.firstName} ${buyer.lastName}`,
        }));
        story.push(
          event('TicketsIssued', { orderId, tickets }, system),
          event('OrderConfirmationSent', { orderId, email: buyer.email }, system),
        );
        if (cancelled) {
          refundable.push({ orderId, amountCents: totalCents, currency, story });
        } else if (random.chance(0.08)) {
          const refundId = random.uuid();
          story.push(
            event(
              'PaymentRefundRequested',
              {
                orderId,
                refundId,
                reason: 'admin',
                ...paid,
                note: 'Pirkėjas nebegali atvykti',
                notifyCustomer: true,
                refundRequestId: null,
              },
              admin(),
              600,
            ),
          );
          if (random.chance(1 / 7)) {
            story.push(
              event('PaymentRefundFailed', { orderId, refundId, error: 'provider timeout', manual: false }, system),
            );
            story.push(event('PaymentRefundRetried', { orderId, refundId }, admin(), 60));
          }
          story.push(event('PaymentRefunded', { orderId, refundId, providerRefundId: `r-${refundId}` }, system, 30));
          story.push(event('RefundNoticeSent', { orderId, refundId, email: buyer.email }, system));
          inventory.push(event('SoldSeatsReturned', { catalogEventId, orderId, lines: soldLines }, system));
        } else {
          for (const ticket of tickets) {
            if (random.chance(0.6)) {
              story.push(
                event(
                  'TicketAdmitted',
                  { orderId, ticketId: ticket.ticketId, admittedAt: new Date(clock).toISOString() },
                  admin(),
                ),
              );
            }
          }
        }
      }
      if (refundable.at(-1)?.story !== story) {
        const stream = take({ streamId: orderStreamId(orderId), events: story });
        if (!stream) return;
        yield stream;
      }
    }

    let request: EventToAppend[] = [];
    if (cancelled && refundable.length > 0) {
      const refundRequestId = random.uuid();
      const requester = admin();
      request = [
        event(
          'RefundRequestSubmitted',
          {
            refundRequestId,
            catalogEventId,
            refundType: 'event_cancelled',
            orders: refundable.map(({ orderId, amountCents, currency }) => ({ orderId, amountCents, currency })),
            totalAmountCents: refundable.reduce((sum, order) => sum + order.amountCents, 0),
            reason: 'Renginys atšauktas dėl atlikėjo ligos',
            notifyCustomers: true,
          },
          requester,
          60,
        ),
        event(
          'RefundRequestApproved',
          { refundRequestId, approvalNotes: 'Patvirtinta', selfApproved: false },
          admin(),
          60,
        ),
      ];
      for (const order of refundable) {
        const refundId = random.uuid();
        const paid = order.story.find((e) => e.type === 'PaymentSucceeded')!.data;
        order.story.push(
          event('OrderEventCancelled', { orderId: order.orderId }, system),
          event(
            'PaymentRefundRequested',
            {
              ...paid,
              orderId: order.orderId,
              refundId,
              reason: 'event-cancelled',
              note: '',
              notifyCustomer: true,
              refundRequestId,
            },
            system,
          ),
          event('PaymentRefunded', { orderId: order.orderId, refundId, providerRefundId: `r-${refundId}` }, system, 10),
        );
        request.push(
          event('RefundRequestOrderRefunded', { refundRequestId, orderId: order.orderId, refundId }, system),
        );
        const stream = take({ streamId: orderStreamId(order.orderId), events: order.story });
        if (!stream) return;
        yield stream;
      }
      request.push(event('RefundRequestCompleted', { refundRequestId }, system));
    }

    const seats = take({ streamId: seatInventoryStreamId(catalogEventId), events: inventory });
    if (!seats) return;
    yield seats;
    if (request.length > 0) {
      const stream = take({
        streamId: refundRequestStreamId(String(request[0]!.data.refundRequestId)),
        events: request,
      });
      if (!stream) return;
      yield stream;
    }
  }
}

function guest(random: SeededRandom): Buyer {
  const firstName = random.pick(FIRST_NAMES);
  const lastName = random.pick(LAST_NAMES);
  return { email: `${random.uuid().slice(0, 8)}@pastas.lt`, firstName, lastName, userId: null };
}

/** A buyer signing up: registered, asked to verify (most do), then signing in now and then. */
function registerUser(
  random: SeededRandom,
  event: (type: string, data: Record<string, unknown>, actor: Actor, minutes?: number) => EventToAppend,
): { buyer: Buyer; stream: ShopStream } {
  const userId = random.uuid();
  const buyer = { ...guest(random), userId };
  const actor: Actor = { kind: 'user', userId, role: 'user' };
  const events = [
    event(
      'UserRegistered',
      {
        userId,
        email: buyer.email,
        firstName: buyer.firstName,
        lastName: buyer.lastName,
        passwordHash: `$argon2id$v=19$m=19456,t=2,p=1$${random.uuid()}`,
        role: 'user',
        language: random.chance(0.8) ? 'lt' : 'en',
      },
      { kind: 'system', name: 'registration' },
    ),
  ];
  const registeredAt = Date.parse(events[0]!.metadata.occurredAt);
  events.push(
    event(
      'EmailVerificationRequested',
      { userId, tokenHash: random.uuid(), expiresAt: new Date(registeredAt + 86_400_000).toISOString() },
      actor,
    ),
  );
  if (random.chance(0.85)) events.push(event('EmailVerified', { userId }, actor, 30));
  for (let i = random.int(0, 4); i > 0; i--)
    events.push(event('UserLoggedIn', { userId, sessionId: random.uuid() }, actor, 2000));
  return { buyer, stream: { streamId: userStreamId(userId), events } };
}

/** The same streams flattened, with each event's revision inside its stream. */
export function* shopEvents(
  totalEvents: number,
  seed: number,
): Generator<{ streamId: string; revision: number; event: EventToAppend }> {
  for (const stream of shopStreams(totalEvents, seed)) {
    for (let revision = 0; revision < stream.events.length; revision++) {
      yield { streamId: stream.streamId, revision, event: stream.events[revision]! };
    }
  }
}
