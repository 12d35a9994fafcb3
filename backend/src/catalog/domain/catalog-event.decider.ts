/**
 * The catalog event aggregate (the sellable concert, match or play): drafted, described, given ticket
 * types and published. Pure: time and ids come in with the command.
 */
import type { CatalogEventEvent } from '@ticketshop/projections';
import type { Decider } from '../../shared/event-sourcing/decider';
import type { CatalogEventCommand } from './catalog-event.commands';
import { catalogEventErrors } from './catalog-event.errors';
import type { EventDetails, TicketTypeDetails } from './catalog-event.types';

export type CatalogEventState =
  | { status: 'none' }
  | { status: 'draft' | 'published'; id: string; details: EventDetails; ticketTypeIds: readonly string[] };

export const initialCatalogEventState: CatalogEventState = { status: 'none' };

export function decide(command: CatalogEventCommand, state: CatalogEventState): CatalogEventEvent[] {
  switch (command.type) {
    case 'DraftCatalogEvent':
      if (state.status !== 'none') throw catalogEventErrors.alreadyExists(command.data.catalogEventId);
      assertValidDetails(command.data.details);
      return [{ type: 'CatalogEventDrafted', data: command.data }];
    case 'ChangeCatalogEventDetails':
      if (state.status === 'none') throw catalogEventErrors.notFound(command.data.catalogEventId);
      assertValidDetails(command.data.details);
      return [{ type: 'CatalogEventDetailsChanged', data: command.data }];
    case 'AddTicketType':
      if (state.status === 'none') throw catalogEventErrors.notFound(command.data.catalogEventId);
      if (state.ticketTypeIds.includes(command.data.ticketTypeId)) {
        throw catalogEventErrors.duplicateTicketType(command.data.ticketTypeId);
      }
      assertValidTicketType(command.data.details);
      return [{ type: 'TicketTypeAdded', data: command.data }];
    case 'PublishCatalogEvent':
      if (state.status === 'none') throw catalogEventErrors.notFound(command.data.catalogEventId);
      if (state.status === 'published') return [];
      if (state.ticketTypeIds.length === 0) throw catalogEventErrors.noTicketTypes();
      return [{ type: 'CatalogEventPublished', data: command.data }];
    default: {
      const unknown: never = command;
      return unknown;
    }
  }
}

export function evolve(state: CatalogEventState, event: CatalogEventEvent): CatalogEventState {
  switch (event.type) {
    case 'CatalogEventDrafted':
      return { status: 'draft', id: event.data.catalogEventId, details: event.data.details, ticketTypeIds: [] };
    case 'CatalogEventDetailsChanged':
      return state.status === 'none' ? state : { ...state, details: event.data.details };
    case 'TicketTypeAdded':
      return state.status === 'none'
        ? state
        : { ...state, ticketTypeIds: [...state.ticketTypeIds, event.data.ticketTypeId] };
    case 'CatalogEventPublished':
      return state.status === 'none' ? state : { ...state, status: 'published' };
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}

export const catalogEventDecider: Decider<CatalogEventState, CatalogEventCommand, CatalogEventEvent> = {
  decide,
  evolve,
  initialState: initialCatalogEventState,
};

function assertValidDetails(details: EventDetails): void {
  const required: [string, string, { lt: string; en: string }][] = [
    ['name.lt', details.name.lt, { lt: 'Įveskite pavadinimą lietuviškai', en: 'Enter the Lithuanian name' }],
    ['name.en', details.name.en, { lt: 'Įveskite pavadinimą angliškai', en: 'Enter the English name' }],
    ['venue.name', details.venue.name, { lt: 'Įveskite vietos pavadinimą', en: 'Enter the venue name' }],
    ['venue.city', details.venue.city, { lt: 'Įveskite miestą', en: 'Enter the city' }],
    ['venue.address', details.venue.address, { lt: 'Įveskite adresą', en: 'Enter the address' }],
  ];
  for (const [field, value, messages] of required) {
    if (value.trim() === '') throw catalogEventErrors.invalidDetails(field, messages);
  }
  if (details.endsAt !== null && Date.parse(details.endsAt) < Date.parse(details.startsAt)) {
    throw catalogEventErrors.invalidDetails('endsAt', {
      lt: 'Pabaiga negali būti ankstesnė už pradžią',
      en: 'The end cannot be before the start',
    });
  }
  if (!Number.isInteger(details.maxAttendees) || details.maxAttendees < 1) {
    throw catalogEventErrors.invalidDetails('maxAttendees', {
      lt: 'Dalyvių skaičius turi būti bent 1',
      en: 'Max attendees must be at least 1',
    });
  }
}

function assertValidTicketType(details: TicketTypeDetails): void {
  if (details.name.lt.trim() === '' || details.name.en.trim() === '') {
    throw catalogEventErrors.invalidDetails('name', {
      lt: 'Įveskite bilieto pavadinimą abiem kalbomis',
      en: 'Enter the ticket name in both languages',
    });
  }
  if (!Number.isInteger(details.priceCents) || details.priceCents < 0) {
    throw catalogEventErrors.invalidDetails('price', {
      lt: 'Kaina negali būti neigiama',
      en: 'The price cannot be negative',
    });
  }
  if (!Number.isInteger(details.quantity) || details.quantity < 1) {
    throw catalogEventErrors.invalidDetails('quantity', {
      lt: 'Kiekis turi būti bent 1',
      en: 'Quantity must be at least 1',
    });
  }
  if (!Number.isInteger(details.maxPerOrder) || details.maxPerOrder < 1) {
    throw catalogEventErrors.invalidDetails('maxPerOrder', {
      lt: 'Didžiausias kiekis užsakyme turi būti bent 1',
      en: 'Max per order must be at least 1',
    });
  }
  if (Date.parse(details.saleEndsAt) < Date.parse(details.saleStartsAt)) {
    throw catalogEventErrors.invalidDetails('saleEndsAt', {
      lt: 'Pardavimų pabaiga negali būti ankstesnė už pradžią',
      en: 'The sale cannot end before it starts',
    });
  }
}
