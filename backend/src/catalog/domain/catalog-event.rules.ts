/**
 * What makes event details, ticket types and discount codes acceptable, whoever sends them. The HTTP
 * layer checks shapes; these are the domain's own rules, so a command from anywhere obeys them.
 */
import { catalogEventErrors } from './catalog-event.errors';
import type { DiscountCodeDetails, EventDetails, TicketTypeDetails } from './catalog-event.types';

export const MAX_IMAGES_PER_EVENT = 12;
export const DISCOUNT_CODE_PATTERN = /^[A-Z0-9_-]{3,32}$/;

const isBlank = (value: string): boolean => value.trim() === '';
const isPositiveInteger = (value: number): boolean => Number.isInteger(value) && value >= 1;

export function assertValidDetails(details: EventDetails): void {
  const required: [string, string, { lt: string; en: string }][] = [
    ['name.lt', details.name.lt, { lt: 'Įveskite pavadinimą lietuviškai', en: 'Enter the Lithuanian name' }],
    ['name.en', details.name.en, { lt: 'Įveskite pavadinimą angliškai', en: 'Enter the English name' }],
    ['venue.name', details.venue.name, { lt: 'Įveskite vietos pavadinimą', en: 'Enter the venue name' }],
    ['venue.city', details.venue.city, { lt: 'Įveskite miestą', en: 'Enter the city' }],
    ['venue.address', details.venue.address, { lt: 'Įveskite adresą', en: 'Enter the address' }],
  ];
  for (const [field, value, messages] of required) {
    if (isBlank(value)) throw catalogEventErrors.invalid(field, messages);
  }
  if (details.endsAt !== null && Date.parse(details.endsAt) < Date.parse(details.startsAt)) {
    throw catalogEventErrors.invalid('end_date', {
      lt: 'Pabaiga negali būti ankstesnė už pradžią',
      en: 'The end cannot be before the start',
    });
  }
  if (!isPositiveInteger(details.maxAttendees)) {
    throw catalogEventErrors.invalid('max_attendees', {
      lt: 'Dalyvių skaičius turi būti bent 1',
      en: 'Max attendees must be at least 1',
    });
  }
}

export function assertValidTicketType(details: TicketTypeDetails): void {
  if (isBlank(details.name.lt) || isBlank(details.name.en)) {
    throw catalogEventErrors.invalid('name', {
      lt: 'Įveskite bilieto pavadinimą abiem kalbomis',
      en: 'Enter the ticket name in both languages',
    });
  }
  if (!Number.isInteger(details.priceCents) || details.priceCents < 0) {
    throw catalogEventErrors.invalid('price', { lt: 'Kaina negali būti neigiama', en: 'The price cannot be negative' });
  }
  if (!isPositiveInteger(details.quantity)) {
    throw catalogEventErrors.invalid('quantity', { lt: 'Kiekis turi būti bent 1', en: 'Quantity must be at least 1' });
  }
  if (!isPositiveInteger(details.maxPerOrder)) {
    throw catalogEventErrors.invalid('max_per_order', {
      lt: 'Didžiausias kiekis užsakyme turi būti bent 1',
      en: 'Max per order must be at least 1',
    });
  }
  if (Date.parse(details.saleEndsAt) <= Date.parse(details.saleStartsAt)) {
    throw catalogEventErrors.invalid('sale_end_date', {
      lt: 'Pardavimų pabaiga turi būti vėlesnė už pradžią',
      en: 'The sale must end after it starts',
    });
  }
}

export function assertValidDiscountCode(details: DiscountCodeDetails, ticketTypeIds: readonly string[]): void {
  if (!DISCOUNT_CODE_PATTERN.test(details.code)) {
    throw catalogEventErrors.invalid('code', {
      lt: 'Kodą sudaro 3–32 raidės, skaitmenys, brūkšneliai arba pabraukimai',
      en: 'A code is 3–32 letters, digits, hyphens or underscores',
    });
  }
  if (details.discountType === 'percent' && !(isPositiveInteger(details.amount) && details.amount <= 100)) {
    throw catalogEventErrors.invalid('value', {
      lt: 'Procentinė nuolaida turi būti nuo 1 iki 100',
      en: 'A percentage discount must be between 1 and 100',
    });
  }
  if (details.discountType === 'fixed' && !isPositiveInteger(details.amount)) {
    throw catalogEventErrors.invalid('value', {
      lt: 'Nuolaidos suma turi būti didesnė už nulį',
      en: 'The discount amount must be greater than zero',
    });
  }
  if (Date.parse(details.validUntil) <= Date.parse(details.validFrom)) {
    throw catalogEventErrors.invalid('valid_until', {
      lt: 'Galiojimo pabaiga turi būti vėlesnė už pradžią',
      en: 'The code must expire after it becomes valid',
    });
  }
  if (details.usageLimit !== null && !isPositiveInteger(details.usageLimit)) {
    throw catalogEventErrors.invalid('usage_limit', {
      lt: 'Panaudojimų riba turi būti bent 1 arba tuščia',
      en: 'The usage limit must be at least 1, or empty',
    });
  }
  if (details.ticketTypeIds.some((id) => !ticketTypeIds.includes(id))) {
    throw catalogEventErrors.invalid('ticket_type_ids', {
      lt: 'Nurodykite šio renginio bilietų tipus',
      en: 'Choose ticket types of this event',
    });
  }
}
