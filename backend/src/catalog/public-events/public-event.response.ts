import { ApiProperty } from '@nestjs/swagger';
import { CATEGORIES, TICKET_CURRENCIES, type Category, type TicketCurrency } from '../domain/catalog-event.types';
import { vilniusDate, vilniusTime } from '../../shared/time/vilnius-time';
import { isOnSale, remainingOf, type EventRow, type TicketTypeRow } from '../queries/catalog-rows';
import { LocalizedTextResponse } from '../../shared/http/localized-text.response';

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
  @ApiProperty({ description: 'False outside the sale window or when sold out' }) onSale!: boolean;
  @ApiProperty({ format: 'date-time' }) saleStartsAt!: string;
  @ApiProperty({ format: 'date-time' }) saleEndsAt!: string;
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
  @ApiProperty({ description: "The cover at full width; '' without images" }) imageUrl!: string;
  @ApiProperty({ description: 'The cover cut for cards' }) cardImageUrl!: string;
  @ApiProperty({ type: [String] }) additionalImages!: string[];
  @ApiProperty({ type: LocalizedListResponse }) features!: LocalizedListResponse;
  @ApiProperty({ nullable: true, type: Number, description: 'Lowest ticket price ("from")' }) price!: number | null;
  @ApiProperty({ enum: TICKET_CURRENCIES }) currency!: TicketCurrency;
  @ApiProperty({ description: 'Chosen for the home page hero' }) featured!: boolean;
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
      price: row.document.priceCents / 100,
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
