import { Injectable } from '@nestjs/common';
import { ShopSettings } from '../../settings/public-api';
import { SellerDetails, type SellerOnInvoices } from '../seller-details';

/** The seller as the settings screen keeps it (its `seller` section, docs/settings.md), and the shop's time zone. */
@Injectable()
export class ShopSellerDetails extends SellerDetails {
  constructor(private readonly settings: ShopSettings) {
    super();
  }

  current(): SellerOnInvoices {
    const { system, seller, payment } = this.settings.current();
    const { invoiceSeries, ...details } = seller;
    return {
      series: invoiceSeries,
      timeZone: system.timezone,
      seller: {
        ...details,
        // Before an admin fills the seller in, the documents at least name the shop, and the account
        // buyers may pay into by bank transfer is the seller's account they know.
        legalName: details.legalName || system.siteName,
        bankAccount: details.bankAccount || (payment.bankTransferEnabled ? payment.bankAccount : ''),
      },
    };
  }
}
