import { Injectable } from '@nestjs/common';
import type { OrderPlaced } from '@ticketshop/projections';
import { ShopSettings } from '../../settings/public-api';
import { OrderLinks } from '../infrastructure/order-links';
import { toGuestOrder, type GuestOrderResponse, type OrderView } from '../queries/guest-order.response';
import { GuestOrdersQueries } from '../queries/guest-orders.queries';

/** Orders as buyers see them: the read model, with fresh signed links to the tickets and the invoices. */
@Injectable()
export class GuestOrderViews {
  constructor(
    private readonly queries: GuestOrdersQueries,
    private readonly links: OrderLinks,
    private readonly settings: ShopSettings,
  ) {}

  present(view: OrderView, now = new Date()): GuestOrderResponse {
    const { system, seller, payment } = this.settings.current();
    return toGuestOrder(
      view,
      now,
      {
        ticketsPdf: (orderId) => this.links.ticketsPdfPath(orderId, now),
        invoicesPdf: (orderId) => this.links.invoicesPdfPath(orderId, now),
      },
      // The account named on invoices too (the settings refuse enabling transfers without one).
      { recipient: seller.legalName || system.siteName, iban: payment.bankAccount },
    );
  }

  /** Just placed: answered from the decided event, before the read model has it. */
  ofPlaced(order: OrderPlaced['data'], now = new Date()): GuestOrderResponse {
    return this.present(
      {
        order,
        status: 'initializing',
        paymentStatus: 'pending',
        createdAt: now.toISOString(),
        paidAt: null,
        ticketsIssued: false,
        paymentMethod: null,
        holdEndsAt: order.expiresAt,
        eventCancelled: false,
        paidCents: 0,
        refundedCents: 0,
        refundPendingCents: 0,
        tickets: [],
      },
      now,
    );
  }

  async findForBuyer(reference: string, email: string): Promise<GuestOrderResponse | undefined> {
    const view = await this.queries.findForBuyer(reference, email);
    return view && this.present(view);
  }

  async listForBuyer(email: string): Promise<GuestOrderResponse[]> {
    return (await this.queries.listForBuyer(email)).map((view) => this.present(view));
  }
}
