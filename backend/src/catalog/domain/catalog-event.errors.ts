import { DomainError } from '../../shared/event-sourcing/domain-error';

type Messages = { lt: string; en: string };

/** Refusals of the catalog event aggregate. `field` names the admin API's field (docs/catalog.md). */
export const catalogEventErrors = {
  notFound: (id: string) =>
    new DomainError('catalog-event.not-found', 'not-found', { lt: 'Renginys nerastas', en: 'Event not found' }, { id }),
  alreadyExists: (id: string) =>
    new DomainError(
      'catalog-event.already-exists',
      'conflict',
      { lt: 'Renginys su tokiu identifikatoriumi jau yra', en: 'An event with this id already exists' },
      { id },
    ),
  invalid: (field: string, messages: Messages) =>
    new DomainError('catalog-event.invalid-details', 'invalid', messages, { field }),
  cancelled: () =>
    new DomainError('catalog-event.cancelled', 'conflict', {
      lt: 'Renginys atšauktas, jo keisti nebegalima',
      en: 'The event is cancelled and can no longer be changed',
    }),
  noTicketTypes: () =>
    new DomainError('catalog-event.no-ticket-types', 'invalid', {
      lt: 'Renginio negalima paskelbti be bilietų tipų',
      en: 'An event cannot be published without ticket types',
    }),
  ticketsSold: () =>
    new DomainError('catalog-event.tickets-sold', 'conflict', {
      lt: 'Renginio ištrinti negalima, nes jam jau parduota bilietų. Atšaukite renginį.',
      en: 'The event cannot be deleted because tickets have been sold. Cancel the event instead.',
    }),
  tooManyImages: (limit: number) =>
    new DomainError(
      'catalog-event.too-many-images',
      'invalid',
      {
        lt: `Renginys gali turėti ne daugiau kaip ${limit} nuotraukų`,
        en: `An event can have at most ${limit} images`,
      },
      { field: 'image' },
    ),
  imageNotFound: (imageId: string) =>
    new DomainError(
      'catalog-event.image-not-found',
      'not-found',
      { lt: 'Nuotrauka nerasta', en: 'Image not found' },
      { imageId },
    ),
  imageOrderMismatch: () =>
    new DomainError(
      'catalog-event.image-order-mismatch',
      'invalid',
      {
        lt: 'Nurodykite kiekvieną renginio nuotrauką po vieną kartą',
        en: 'List every image of the event exactly once',
      },
      { field: 'image_ids' },
    ),
  ticketTypeNotFound: (ticketTypeId: string) =>
    new DomainError(
      'catalog-event.ticket-type-not-found',
      'not-found',
      { lt: 'Bilieto tipas nerastas', en: 'Ticket type not found' },
      { ticketTypeId },
    ),
  duplicateTicketType: (ticketTypeId: string) =>
    new DomainError(
      'catalog-event.duplicate-ticket-type',
      'conflict',
      { lt: 'Toks bilieto tipas jau pridėtas', en: 'This ticket type has already been added' },
      { ticketTypeId },
    ),
  quantityBelowSold: (sold: number) =>
    new DomainError(
      'catalog-event.quantity-below-sold',
      'invalid',
      {
        lt: `Kiekis negali būti mažesnis nei jau parduota (${sold})`,
        en: `Quantity cannot be below the tickets already sold (${sold})`,
      },
      { field: 'quantity', sold },
    ),
  ticketTypeSold: () =>
    new DomainError('catalog-event.ticket-type-sold', 'conflict', {
      lt: 'Šio tipo bilietų jau parduota, todėl jo pašalinti negalima. Išjunkite jį.',
      en: 'Tickets of this type have been sold, so it cannot be removed. Deactivate it instead.',
    }),
  lastTicketTypeOfPublished: () =>
    new DomainError('catalog-event.last-ticket-type', 'conflict', {
      lt: 'Paskelbtas renginys turi turėti bent vieną bilietų tipą',
      en: 'A published event must keep at least one ticket type',
    }),
  discountCodeNotFound: (discountCodeId: string) =>
    new DomainError(
      'catalog-event.discount-code-not-found',
      'not-found',
      { lt: 'Nuolaidos kodas nerastas', en: 'Discount code not found' },
      { discountCodeId },
    ),
  duplicateDiscountCode: (code: string) =>
    new DomainError(
      'catalog-event.duplicate-discount-code',
      'conflict',
      { lt: `Kodas ${code} šiam renginiui jau yra`, en: `The code ${code} already exists for this event` },
      { field: 'code' },
    ),
};
