import { EventCatalog } from './event-catalog';
import { catalogEventDefinitions } from './catalog/catalog-events';
import { identityEventDefinitions } from './identity/identity-events';
import { invoicingEventDefinitions } from './invoicing/invoicing-events';
import { newsletterEventDefinitions } from './newsletter/newsletter-events';
import { orderEventDefinitions, seatInventoryEventDefinitions } from './ordering/ordering-events';
import { refundEventDefinitions } from './refunds/refund-events';
import { cacheEventDefinitions, settingsEventDefinitions } from './settings/settings-events';

/** Every event type the shop stores. A type missing here cannot be appended or projected. */
export const eventCatalog = new EventCatalog([
  ...catalogEventDefinitions,
  ...identityEventDefinitions,
  ...newsletterEventDefinitions,
  ...seatInventoryEventDefinitions,
  ...orderEventDefinitions,
  ...refundEventDefinitions,
  ...invoicingEventDefinitions,
  ...settingsEventDefinitions,
  ...cacheEventDefinitions,
]);
