/**
 * The catalog event aggregate (the sellable concert, match or play) with its ticket types, images and
 * discount codes: one stream keeps the rules that span them in one place. Pure: ids, time and sold
 * counts come in with the command.
 */
import type { CatalogEventEvent } from '@ticketshop/projections';
import type { Decider } from '../../shared/event-sourcing/decider';
import type { CatalogEventCommand, DraftCatalogEvent } from './catalog-event.commands';
import { catalogEventErrors } from './catalog-event.errors';
import {
  assertValidDetails,
  assertValidDiscountCode,
  assertValidTicketType,
  MAX_IMAGES_PER_EVENT,
} from './catalog-event.rules';
import type {
  CatalogEventStatus,
  DiscountCodeDetails,
  EventDetails,
  EventImage,
  TicketTypeDetails,
} from './catalog-event.types';

export interface ExistingCatalogEvent {
  status: CatalogEventStatus;
  id: string;
  details: EventDetails;
  images: EventImage[];
  featured: boolean;
  ticketTypes: { id: string; details: TicketTypeDetails }[];
  discountCodes: { id: string; details: DiscountCodeDetails }[];
}

export type CatalogEventState = { status: 'none' } | { status: 'deleted'; id: string } | ExistingCatalogEvent;

export const initialCatalogEventState: CatalogEventState = { status: 'none' };

function decide(command: CatalogEventCommand, state: CatalogEventState): CatalogEventEvent[] {
  const { catalogEventId } = command.data;
  if (command.type === 'DraftCatalogEvent') {
    if (state.status !== 'none') throw catalogEventErrors.alreadyExists(catalogEventId);
    return draft(command);
  }
  if (state.status === 'none' || state.status === 'deleted') throw catalogEventErrors.notFound(catalogEventId);

  switch (command.type) {
    case 'DeleteCatalogEvent':
      if (command.data.ticketsSold > 0) throw catalogEventErrors.ticketsSold();
      return [{ type: 'CatalogEventDeleted', data: { catalogEventId } }];
    case 'CancelCatalogEvent':
      return state.status === 'cancelled' ? [] : [{ type: 'CatalogEventCancelled', data: { catalogEventId } }];
    default:
      if (state.status === 'cancelled') throw catalogEventErrors.cancelled();
      return decideOnOpenEvent(command, state);
  }
}

function draft({ data }: DraftCatalogEvent): CatalogEventEvent[] {
  const { catalogEventId, details, images = [], ticketTypes = [], duplicatedFrom } = data;
  assertValidDetails(details);
  ticketTypes.forEach((ticketType) => assertValidTicketType(ticketType.details));
  return [
    {
      type: 'CatalogEventDrafted',
      data: { catalogEventId, details, images, ...(duplicatedFrom ? { duplicatedFrom } : {}) },
    },
    ...ticketTypes.map(({ ticketTypeId, details: ticketType }): CatalogEventEvent => ({
      type: 'TicketTypeAdded',
      data: { catalogEventId, ticketTypeId, details: ticketType },
    })),
  ];
}

/** Commands for an event that is a draft or published (not cancelled). */
function decideOnOpenEvent(command: CatalogEventCommand, state: ExistingCatalogEvent): CatalogEventEvent[] {
  const { catalogEventId } = command.data;
  switch (command.type) {
    case 'ChangeCatalogEventDetails':
      assertValidDetails(command.data.details);
      return [{ type: 'CatalogEventDetailsChanged', data: { catalogEventId, details: command.data.details } }];
    case 'PublishCatalogEvent':
      if (state.status === 'published') return [];
      if (state.ticketTypes.length === 0) throw catalogEventErrors.noTicketTypes();
      return [{ type: 'CatalogEventPublished', data: { catalogEventId } }];
    case 'UnpublishCatalogEvent':
      return state.status === 'published' ? [{ type: 'CatalogEventUnpublished', data: { catalogEventId } }] : [];
    case 'SetCatalogEventFeatured':
      if (command.data.featured === state.featured) return [];
      return [
        { type: command.data.featured ? 'CatalogEventFeatured' : 'CatalogEventUnfeatured', data: { catalogEventId } },
      ];
    case 'AddEventImage':
      if (state.images.length >= MAX_IMAGES_PER_EVENT) throw catalogEventErrors.tooManyImages(MAX_IMAGES_PER_EVENT);
      return [{ type: 'EventImageAdded', data: { catalogEventId, image: command.data.image } }];
    case 'RemoveEventImage':
      if (!state.images.some((image) => image.id === command.data.imageId)) {
        throw catalogEventErrors.imageNotFound(command.data.imageId);
      }
      return [{ type: 'EventImageRemoved', data: { catalogEventId, imageId: command.data.imageId } }];
    case 'ReorderEventImages': {
      const { imageIds } = command.data;
      const current = state.images.map((image) => image.id);
      const isPermutation =
        imageIds.length === current.length &&
        new Set(imageIds).size === imageIds.length &&
        imageIds.every((id) => current.includes(id));
      if (!isPermutation) throw catalogEventErrors.imageOrderMismatch();
      if (imageIds.every((id, index) => id === current[index])) return [];
      return [{ type: 'EventImagesReordered', data: { catalogEventId, imageIds } }];
    }
    case 'AddTicketType':
      if (state.ticketTypes.some((ticketType) => ticketType.id === command.data.ticketTypeId)) {
        throw catalogEventErrors.duplicateTicketType(command.data.ticketTypeId);
      }
      assertValidTicketType(command.data.details);
      return [{ type: 'TicketTypeAdded', data: command.data }];
    case 'ChangeTicketType': {
      const { ticketTypeId, details, quantitySold } = command.data;
      requireTicketType(state, ticketTypeId);
      assertValidTicketType(details);
      if (details.quantity < quantitySold) throw catalogEventErrors.quantityBelowSold(quantitySold);
      return [{ type: 'TicketTypeChanged', data: { catalogEventId, ticketTypeId, details } }];
    }
    case 'RemoveTicketType': {
      const { ticketTypeId, quantitySold } = command.data;
      requireTicketType(state, ticketTypeId);
      if (quantitySold > 0) throw catalogEventErrors.ticketTypeSold();
      if (state.status === 'published' && state.ticketTypes.length === 1) {
        throw catalogEventErrors.lastTicketTypeOfPublished();
      }
      return [{ type: 'TicketTypeRemoved', data: { catalogEventId, ticketTypeId } }];
    }
    case 'CreateDiscountCode': {
      const { discountCodeId, details } = command.data;
      if (state.discountCodes.some((code) => code.id === discountCodeId)) {
        throw catalogEventErrors.duplicateDiscountCode(details.code);
      }
      assertValidDiscountCode(
        details,
        state.ticketTypes.map((ticketType) => ticketType.id),
      );
      assertCodeIsFree(state, details.code, discountCodeId);
      return [{ type: 'DiscountCodeCreated', data: { catalogEventId, discountCodeId, details } }];
    }
    case 'ChangeDiscountCode': {
      const { discountCodeId, details } = command.data;
      requireDiscountCode(state, discountCodeId);
      assertValidDiscountCode(
        details,
        state.ticketTypes.map((ticketType) => ticketType.id),
      );
      assertCodeIsFree(state, details.code, discountCodeId);
      return [{ type: 'DiscountCodeChanged', data: { catalogEventId, discountCodeId, details } }];
    }
    case 'RemoveDiscountCode':
      requireDiscountCode(state, command.data.discountCodeId);
      return [{ type: 'DiscountCodeRemoved', data: { catalogEventId, discountCodeId: command.data.discountCodeId } }];
    case 'DraftCatalogEvent':
    case 'DeleteCatalogEvent':
    case 'CancelCatalogEvent':
      throw new Error(`${command.type} is decided before the event's status is looked at`);
    default: {
      const unknown: never = command;
      return unknown;
    }
  }
}

function requireTicketType(state: ExistingCatalogEvent, ticketTypeId: string): void {
  if (!state.ticketTypes.some((ticketType) => ticketType.id === ticketTypeId)) {
    throw catalogEventErrors.ticketTypeNotFound(ticketTypeId);
  }
}

function requireDiscountCode(state: ExistingCatalogEvent, discountCodeId: string): void {
  if (!state.discountCodes.some((code) => code.id === discountCodeId)) {
    throw catalogEventErrors.discountCodeNotFound(discountCodeId);
  }
}

function assertCodeIsFree(state: ExistingCatalogEvent, code: string, discountCodeId: string): void {
  if (state.discountCodes.some((other) => other.id !== discountCodeId && other.details.code === code)) {
    throw catalogEventErrors.duplicateDiscountCode(code);
  }
}

export function evolve(state: CatalogEventState, event: CatalogEventEvent): CatalogEventState {
  if (event.type === 'CatalogEventDrafted') {
    return {
      status: 'draft',
      id: event.data.catalogEventId,
      details: event.data.details,
      images: event.data.images,
      featured: false,
      ticketTypes: [],
      discountCodes: [],
    };
  }
  if (state.status === 'none' || state.status === 'deleted') return state;
  switch (event.type) {
    case 'CatalogEventDetailsChanged':
      return { ...state, details: event.data.details, images: event.data.images ?? state.images };
    case 'CatalogEventPublished':
      return { ...state, status: 'published' };
    case 'CatalogEventUnpublished':
      return { ...state, status: 'draft' };
    case 'CatalogEventCancelled':
      return { ...state, status: 'cancelled', featured: false };
    case 'CatalogEventDeleted':
      return { status: 'deleted', id: state.id };
    case 'CatalogEventFeatured':
      return { ...state, featured: true };
    case 'CatalogEventUnfeatured':
      return { ...state, featured: false };
    case 'EventImageAdded':
      return { ...state, images: [...state.images, event.data.image] };
    case 'EventImageRemoved':
      return { ...state, images: state.images.filter((image) => image.id !== event.data.imageId) };
    case 'EventImagesReordered': {
      const byId = new Map(state.images.map((image) => [image.id, image]));
      return { ...state, images: event.data.imageIds.flatMap((id) => byId.get(id) ?? []) };
    }
    case 'TicketTypeAdded':
      return {
        ...state,
        ticketTypes: [...state.ticketTypes, { id: event.data.ticketTypeId, details: event.data.details }],
      };
    case 'TicketTypeChanged':
      return {
        ...state,
        ticketTypes: state.ticketTypes.map((ticketType) =>
          ticketType.id === event.data.ticketTypeId ? { ...ticketType, details: event.data.details } : ticketType,
        ),
      };
    case 'TicketTypeRemoved':
      return {
        ...state,
        ticketTypes: state.ticketTypes.filter((ticketType) => ticketType.id !== event.data.ticketTypeId),
        discountCodes: state.discountCodes.map((code) => withoutTicketType(code, event.data.ticketTypeId)),
      };
    case 'DiscountCodeCreated':
      return {
        ...state,
        discountCodes: [...state.discountCodes, { id: event.data.discountCodeId, details: event.data.details }],
      };
    case 'DiscountCodeChanged':
      return {
        ...state,
        discountCodes: state.discountCodes.map((code) =>
          code.id === event.data.discountCodeId ? { ...code, details: event.data.details } : code,
        ),
      };
    case 'DiscountCodeRemoved':
      return { ...state, discountCodes: state.discountCodes.filter((code) => code.id !== event.data.discountCodeId) };
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}

/**
 * A code keeps applying to the types that remain. One that named only removed types is switched off:
 * an empty list means "every type", which is not what it was made for.
 */
function withoutTicketType<C extends { details: DiscountCodeDetails }>(code: C, ticketTypeId: string): C {
  if (!code.details.ticketTypeIds.includes(ticketTypeId)) return code;
  const ticketTypeIds = code.details.ticketTypeIds.filter((id) => id !== ticketTypeId);
  return {
    ...code,
    details: { ...code.details, ticketTypeIds, isActive: ticketTypeIds.length > 0 && code.details.isActive },
  };
}

export const catalogEventDecider: Decider<CatalogEventState, CatalogEventCommand, CatalogEventEvent> = {
  decide,
  evolve,
  initialState: initialCatalogEventState,
};

/** Copies make a new draft: same details and images, fresh ticket types, nothing sold, no codes. */
export function duplicateOf(
  original: ExistingCatalogEvent,
  copy: { catalogEventId: string; ticketTypeIds: string[] },
): DraftCatalogEvent {
  const { name } = original.details;
  return {
    type: 'DraftCatalogEvent',
    data: {
      catalogEventId: copy.catalogEventId,
      details: { ...original.details, name: { lt: `${name.lt} (kopija)`, en: `${name.en} (copy)` } },
      images: original.images,
      ticketTypes: original.ticketTypes.map((ticketType, index) => ({
        ticketTypeId: copy.ticketTypeIds[index]!,
        details: ticketType.details,
      })),
      duplicatedFrom: original.id,
    },
  };
}
