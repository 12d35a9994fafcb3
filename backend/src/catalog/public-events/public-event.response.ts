import { ApiProperty } from '@nestjs/swagger';
import { CATEGORIES, TICKET_CURRENCIES, type Category, type TicketCurrency } from '../domain/catalog-event.types';
import { vilniusDate, vilniusTime } from '../../shared/time/vilnius-time';
import { isOnSale, remainingOf, type EventRow, type TicketTypeRow } from '../queries/catalog-rows';
import { LocalizedTextResponse } from '../../shared/http/localized-text.response';
import { majorFromCents } from '../../shared/money/money';

class LocalizedListResponse {
  @ApiProperty({ type: [String], example: ['Gyva muzika', 'Rūbinė'] }) lt!: string[];
  @ApiProperty({ type: [String], example: ['Live music', 'Cloakroom'] }) en!: string[];
}

export class PublicTicketTypeResponse {
  @ApiProperty({ format: 'uuid', example: '9b2e4d71-3c5a-4f8e-b6d0-1a7c2e9f4b35' }) id!: string;
  @ApiProperty({ type: LocalizedTextResponse }) name!: LocalizedTextResponse;
  @ApiProperty({ type: LocalizedTextResponse }) description!: LocalizedTextResponse;
  @ApiProperty({ example: 29.99 }) price!: number;
  @ApiProperty({ enum: TICKET_CURRENCIES, example: 'EUR' }) currency!: TicketCurrency;
  @ApiProperty({ description: 'Tickets still for sale, never negative', example: 120 }) available!: number;
  @ApiProperty({ example: 10 }) maxPerOrder!: number;
  @ApiProperty({ description: 'False outside the sale window or when sold out', example: true }) onSale!: boolean;
  @ApiProperty({ format: 'date-time', example: '2026-10-01T06:00:00.000Z' }) saleStartsAt!: string;
  @ApiProperty({ format: 'date-time', example: '2026-12-12T16:00:00.000Z' }) saleEndsAt!: string;
}

export class PublicEventResponse {
  @ApiProperty({ format: 'uuid', example: '3f6c1e2a-8b4d-4c7e-9a12-5d0b7e4f2c81' }) id!: string;
  @ApiProperty({ type: LocalizedTextResponse }) title!: LocalizedTextResponse;
  @ApiProperty({ type: LocalizedTextResponse, description: 'Paragraphs separated by a blank line' })
  description!: LocalizedTextResponse;
  @ApiProperty({ enum: CATEGORIES, example: 'Concert' }) category!: Category;
  @ApiProperty({ example: 'Koncertų namai' }) organizer!: string;
  @ApiProperty({ format: 'date-time', example: '2026-12-12T17:00:00.000Z' }) startsAt!: string;
  @ApiProperty({ format: 'date-time', nullable: true, type: String, example: '2026-12-12T20:00:00.000Z' }) endsAt!:
    string | null;
  @ApiProperty({ example: '2026-12-12', description: 'Start date in Europe/Vilnius' }) date!: string;
  @ApiProperty({ example: '19:00', description: 'Start time in Europe/Vilnius' }) time!: string;
  @ApiProperty({ nullable: true, type: String, example: null }) endDate!: string | null;
  @ApiProperty({ description: 'City', example: 'Vilnius' }) location!: string;
  @ApiProperty({ example: 'Compensa koncertų salė' }) venue!: string;
  @ApiProperty({ example: 'Kernavės g. 84' }) address!: string;
  @ApiProperty({ example: 'Lietuva' }) country!: string;
  @ApiProperty({
    description: "The cover at full width; '' without images",
    example: '/media/events/4a5b6c7d-8e9f-4a0b-8c1d-2e3f4a5b6c7d/large.webp',
  })
  imageUrl!: string;
  @ApiProperty({
    description: 'The cover cut for cards',
    example: '/media/events/4a5b6c7d-8e9f-4a0b-8c1d-2e3f4a5b6c7d/card.webp',
  })
  cardImageUrl!: string;
  @ApiProperty({ type: [String], example: [] }) additionalImages!: string[];
  @ApiProperty({ type: LocalizedListResponse }) features!: LocalizedListResponse;
  @ApiProperty({ nullable: true, type: Number, description: 'Lowest ticket price ("from")', example: 29.99 }) price!:
    number | null;
  @ApiProperty({ enum: TICKET_CURRENCIES, example: 'EUR' }) currency!: TicketCurrency;
  @ApiProperty({ description: 'Chosen for the home page hero', example: true }) featured!: boolean;
  @ApiProperty({ type: [PublicTicketTypeResponse] }) ticketTypes!: PublicTicketTypeResponse[];
}

class PaginationResponse {
  @ApiProperty({ example: 1 }) page!: number;
  @ApiProperty({ example: 20 }) limit!: number;
  @ApiProperty({ example: 57 }) total!: number;
  @ApiProperty({ example: 3 }) totalPages!: number;
}

export class PublicEventsPageResponse {
  @ApiProperty({ type: [PublicEventResponse] }) data!: PublicEventResponse[];
  @ApiProperty({ type: PaginationResponse }) pagination!: PaginationResponse;
}

export class FeaturedEventsResponse {
  @ApiProperty({ type: [PublicEventResponse] }) data!: PublicEventResponse[];
}

export function toPublicEvent(event: EventRow, ticketTypeRows: TicketTypeRow[], now: Date): PublicEventResponse {
  const { details, images } = event.document;
  // Switched-off types are the organiser's drafts; buyers see the others, sold out or not.
  const ticketTypes = ticketTypeRows
    .filter((row) => row.document.isActive)
    .map((row) => ({
      id: row.id,
      name: row.document.name,
      description: row.document.description,
      price: majorFromCents(row.document.priceCents),
      currency: row.document.currency,
      available: remainingOf(row),
      maxPerOrder: row.document.maxPerOrder,
      onSale: isOnSale(row, now),
      saleStartsAt: row.document.saleStartsAt,
      saleEndsAt: row.document.saleEndsAt,
    }));
  const cheapest = [...ticketTypes].sort((a, b) => a.price - b.price)[0];
  const [cover, ...gallery] = images;
  return {
    id: event.id,
    title: details.name,
    description: details.description,
    category: details.category,
    organizer: details.organizer,
    startsAt: details.startsAt,
    endsAt: details.endsAt,
    date: vilniusDate(details.startsAt),
    time: vilniusTime(details.startsAt),
    endDate: details.endsAt === null ? null : vilniusDate(details.endsAt),
    location: details.venue.city,
    venue: details.venue.name,
    address: details.venue.address,
    country: details.venue.country,
    imageUrl: cover?.urls.large ?? '',
    cardImageUrl: cover?.urls.card ?? '',
    additionalImages: gallery.map((image) => image.urls.large),
    features: details.features,
    price: cheapest?.price ?? null,
    currency: cheapest?.currency ?? 'EUR',
    featured: event.featured,
    ticketTypes,
  };
}
