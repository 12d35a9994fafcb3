import { ApiProperty } from '@nestjs/swagger';
import type { PublicEventDocument } from '@ticketshop/projections';
import { CATEGORIES, TICKET_CURRENCIES, type Category, type TicketCurrency } from '../domain/catalog-event.types';
import { vilniusDate, vilniusTime } from '../../shared/time/vilnius-time';

class LocalizedTextResponse {
  @ApiProperty() lt!: string;
  @ApiProperty() en!: string;
}

class LocalizedListResponse {
  @ApiProperty({ type: [String] }) lt!: string[];
  @ApiProperty({ type: [String] }) en!: string[];
}

export class PublicTicketTypeResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ type: LocalizedTextResponse }) name!: LocalizedTextResponse;
  @ApiProperty({ type: LocalizedTextResponse }) description!: LocalizedTextResponse;
  @ApiProperty({ example: 29.99 }) price!: number;
  @ApiProperty({ enum: TICKET_CURRENCIES }) currency!: TicketCurrency;
  @ApiProperty({ description: 'Tickets still for sale, never negative' }) available!: number;
  @ApiProperty() maxPerOrder!: number;
}

export class PublicEventResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ type: LocalizedTextResponse }) title!: LocalizedTextResponse;
  @ApiProperty({ type: LocalizedTextResponse, description: 'Paragraphs separated by a blank line' })
  description!: LocalizedTextResponse;
  @ApiProperty({ enum: CATEGORIES }) category!: Category;
  @ApiProperty() organizer!: string;
  @ApiProperty({ format: 'date-time' }) startsAt!: string;
  @ApiProperty({ format: 'date-time', nullable: true, type: String }) endsAt!: string | null;
  @ApiProperty({ example: '2027-06-01', description: 'Start date in Europe/Vilnius' }) date!: string;
  @ApiProperty({ example: '19:00', description: 'Start time in Europe/Vilnius' }) time!: string;
  @ApiProperty({ nullable: true, type: String }) endDate!: string | null;
  @ApiProperty({ description: 'City' }) location!: string;
  @ApiProperty() venue!: string;
  @ApiProperty() address!: string;
  @ApiProperty() country!: string;
  @ApiProperty() imageUrl!: string;
  @ApiProperty({ type: [String] }) additionalImages!: string[];
  @ApiProperty({ type: LocalizedListResponse }) features!: LocalizedListResponse;
  @ApiProperty({ nullable: true, type: Number, description: 'Lowest ticket price ("from")' }) price!: number | null;
  @ApiProperty({ enum: TICKET_CURRENCIES }) currency!: TicketCurrency;
  @ApiProperty({ type: [PublicTicketTypeResponse] }) ticketTypes!: PublicTicketTypeResponse[];
}

class PaginationResponse {
  @ApiProperty() page!: number;
  @ApiProperty() limit!: number;
  @ApiProperty() total!: number;
  @ApiProperty() totalPages!: number;
}

export class PublicEventsPageResponse {
  @ApiProperty({ type: [PublicEventResponse] }) data!: PublicEventResponse[];
  @ApiProperty({ type: PaginationResponse }) pagination!: PaginationResponse;
}

export function toPublicEvent(id: string, document: PublicEventDocument): PublicEventResponse {
  const ticketTypes = document.ticketTypes
    .filter((ticketType) => ticketType.isActive)
    .map((ticketType) => ({
      id: ticketType.id,
      name: ticketType.name,
      description: ticketType.description,
      price: ticketType.priceCents / 100,
      currency: ticketType.currency,
      // Sales are not recorded yet, so everything offered is still available.
      available: Math.max(0, ticketType.quantity),
      maxPerOrder: ticketType.maxPerOrder,
    }));
  const cheapest = [...ticketTypes].sort((a, b) => a.price - b.price)[0];
  const [cover = '', ...gallery] = document.images;
  return {
    id,
    title: document.name,
    description: document.description,
    category: document.category,
    organizer: document.organizer,
    startsAt: document.startsAt,
    endsAt: document.endsAt,
    date: vilniusDate(document.startsAt),
    time: vilniusTime(document.startsAt),
    endDate: document.endsAt === null ? null : vilniusDate(document.endsAt),
    location: document.venue.city,
    venue: document.venue.name,
    address: document.venue.address,
    country: document.venue.country,
    imageUrl: cover,
    additionalImages: gallery,
    features: document.features,
    price: cheapest?.price ?? null,
    currency: cheapest?.currency ?? 'EUR',
    ticketTypes,
  };
}
