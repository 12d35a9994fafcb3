import { Injectable } from '@nestjs/common';
import { ShopSettings } from '../../settings/shop-settings';
import { SellerDetails, type SellerOnInvoices } from '../seller-details';

/** The seller as the settings screen keeps it (SPEC §3's `seller` section). */
@Injectable()
export class ShopSellerDetails extends SellerDetails {
  constructor(private readonly settings: ShopSettings) {
    super();
  }

  current(): SellerOnInvoices {
    const { system, seller } = this.settings.current();
    const { invoiceSeries, ...details } = seller;
    // Before an admin fills the seller in, the documents at least name the shop.
    return { series: invoiceSeries, seller: { ...details, legalName: details.legalName || system.siteName } };
  }
}
