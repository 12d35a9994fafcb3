import { Injectable } from '@nestjs/common';
import { MailDelivery } from '../../mail/public-api';
import { ShopSettings } from '../../settings/public-api';
import type { OrderLanguage } from '@ticketshop/projections';
import { OrderLinks } from '../infrastructure/order-links';
import { orderLookupMail, supportContactOf, type FoundOrderStatus } from '../mails/order-mails';
import { moneyStateOf, type OrderView } from '../queries/guest-order.response';
import { GuestOrdersQueries } from '../queries/guest-orders.queries';
import { orderNumberOf } from '@ticketshop/projections';

/**
 * Looking orders up by e-mail alone sends them to that mailbox: only its owner sees them, and the web
 * answer is the same whether the address bought anything or not.
 */
@Injectable()
export class OrderLookupMails {
  constructor(
    private readonly queries: GuestOrdersQueries,
    private readonly links: OrderLinks,
    private readonly delivery: MailDelivery,
    private readonly settings: ShopSettings,
  ) {}

  async send(email: string, language: OrderLanguage): Promise<void> {
    const orders = await this.queries.listForBuyer(email);
    const mail = orderLookupMail({
      language,
      email,
      orders: orders.map((view) => ({
        number: orderNumberOf(view.order.orderId),
        eventName: view.order.event.name[language],
        startsAt: view.order.event.startsAt,
        status: foundStatusOf(view),
        totalCents: view.order.totalCents,
        currency: view.order.currency,
      })),
      link: this.links.lookupLink(email),
      timeZone: this.settings.current().system.timezone,
      contact: supportContactOf(this.settings.current()),
    });
    await this.delivery.deliver({ ...mail, to: email }, { kind: 'order-lookup' });
  }
}

/** A paid order whose event was cancelled or whose money came back is not listed as simply paid. */
function foundStatusOf(view: OrderView): FoundOrderStatus {
  if (view.eventCancelled && view.paidAt !== null) return 'event_cancelled';
  const money = moneyStateOf(view);
  return money === 'refunded' || money === 'partly_refunded' ? money : view.status;
}
