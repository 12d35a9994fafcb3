import { DomainError } from '../../shared/event-sourcing/domain-error';

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
  invalidDetails: (field: string, messages: { lt: string; en: string }) =>
    new DomainError('catalog-event.invalid-details', 'invalid', messages, { field }),
  duplicateTicketType: (ticketTypeId: string) =>
    new DomainError(
      'catalog-event.duplicate-ticket-type',
      'conflict',
      { lt: 'Toks bilieto tipas jau pridėtas', en: 'This ticket type has already been added' },
      { ticketTypeId },
    ),
  noTicketTypes: () =>
    new DomainError('catalog-event.no-ticket-types', 'invalid', {
      lt: 'Renginio negalima paskelbti be bilietų tipų',
      en: 'An event cannot be published without ticket types',
    }),
};
