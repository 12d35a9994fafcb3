import { Inject, Injectable } from '@nestjs/common';
import type { Database } from '@ticketshop/projections';
import { DATABASE } from '../../infrastructure/storage/storage.tokens';
import { ShopSettings } from '../../settings/public-api';
import { isUuid } from '../../catalog/public-api';
import { orderingErrors } from '../domain/ordering.errors';
import { priceOrder, type TicketRequest } from '../domain/pricing';
import { CatalogSnapshots } from '../infrastructure/catalog-snapshots';
import { linesOf, type QuoteResponse } from '../queries/guest-order.response';
import { majorFromCents } from '../../shared/money/money';

/** What the checkout summary shows: the same pricing the order will get, without holding seats. */
@Injectable()
export class Quotes {
  constructor(
    @Inject(DATABASE) private readonly database: Database,
    private readonly settings: ShopSettings,
    private readonly catalog: CatalogSnapshots,
  ) {}

  async quote(tickets: TicketRequest[], discountCode: string | null, now: Date): Promise<QuoteResponse> {
    const catalogEventId = await catalogEventOf(
      this.database,
      tickets.map((ticket) => ticket.ticketTypeId),
    );
    const catalog = catalogEventId ? await this.catalog.load(catalogEventId) : null;
    if (!catalog) throw notForSale();
    const priced = priceOrder(
      catalog,
      { tickets, discountCode },
      now,
      this.settings.current().payment.paymentFeePercent,
    );
    return {
      lines: linesOf(priced),
      subtotal: majorFromCents(priced.subtotalCents),
      discount: majorFromCents(priced.discountCents),
      fee: majorFromCents(priced.feeCents),
      amount: majorFromCents(priced.totalCents),
      currency: priced.currency,
      discount_code: priced.discountCode?.code ?? null,
    };
  }
}

export const notForSale = () =>
  orderingErrors.invalid('tickets', {
    lt: 'Pasirinktų bilietų nėra pardavime',
    en: 'The selected tickets are not for sale',
  });

/** A ticket type belongs to one event for ever, so what was looked up once is kept. */
const eventOfTicketType = new Map<string, string>();

/** The catalog event the ticket types belong to (a request names only ticket types). */
export async function catalogEventOf(database: Database, ticketTypeIds: string[]): Promise<string | undefined> {
  const ids = ticketTypeIds.filter(isUuid).map((id) => id.toLowerCase());
  if (ids.length === 0) return undefined;
  const unknown = ids.filter((id) => !eventOfTicketType.has(id));
  if (unknown.length > 0) {
    const rows = await database.db
      .selectFrom('read_models.catalog_ticket_types')
      .select(['id', 'catalog_event_id'])
      .where('id', 'in', unknown)
      .execute();
    for (const row of rows) eventOfTicketType.set(String(row.id), String(row.catalog_event_id));
  }
  const events = new Set(ids.flatMap((id) => eventOfTicketType.get(id) ?? []));
  if (events.size > 1) {
    throw orderingErrors.invalid('tickets', {
      lt: 'Viename užsakyme perkami vieno renginio bilietai',
      en: 'One order buys tickets of one event',
    });
  }
  return [...events][0];
}
