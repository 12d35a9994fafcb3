import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsInt,
  IsISO8601,
  IsNotEmpty,
  IsString,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import {
  CATEGORIES,
  DEFAULT_COUNTRY,
  DEFAULT_MAX_ATTENDEES,
  type Category,
  type EventDetails,
} from '../domain/catalog-event.types';
import { apply, nestedRules, Optional, trimmed } from '../../shared/http/field-rules';
import { MultiLineText, SingleLineText } from '../../shared/http/text-rules';
import { messages, says } from '../../shared/http/validation-messages';

export class EventNameRequest {
  @ApiProperty({ example: 'Vasaros koncertas' })
  @Transform(trimmed)
  @IsString()
  @SingleLineText()
  @IsNotEmpty(says('Įveskite pavadinimą lietuviškai', 'Enter the Lithuanian name'))
  @MaxLength(200)
  lt!: string;

  @ApiProperty({ example: 'Summer concert' })
  @Transform(trimmed)
  @IsString()
  @SingleLineText()
  @IsNotEmpty(says('Įveskite pavadinimą angliškai', 'Enter the English name'))
  @MaxLength(200)
  en!: string;
}

export class LongTextRequest {
  @ApiProperty({ description: 'Paragraphs separated by a blank line' })
  @IsString()
  @MultiLineText()
  @MaxLength(20000)
  lt: string = '';

  @ApiProperty()
  @IsString()
  @MultiLineText()
  @MaxLength(20000)
  en: string = '';
}

class FeatureListRequest {
  @ApiProperty({ type: [String] })
  @IsArray()
  @ArrayMaxSize(30)
  @IsString({ each: true })
  @SingleLineText({ each: true })
  @MaxLength(200, { each: true })
  lt: string[] = [];

  @ApiProperty({ type: [String] })
  @IsArray()
  @ArrayMaxSize(30)
  @IsString({ each: true })
  @SingleLineText({ each: true })
  @MaxLength(200, { each: true })
  en: string[] = [];
}

class VenueRequest {
  @ApiProperty({ example: 'Compensa koncertų salė' })
  @Transform(trimmed)
  @IsString()
  @SingleLineText()
  @IsNotEmpty(says('Įveskite vietos pavadinimą', 'Enter the venue name'))
  @MaxLength(200)
  name!: string;

  @ApiProperty({ example: 'Kernavės g. 84' })
  @Transform(trimmed)
  @IsString()
  @SingleLineText()
  @IsNotEmpty(says('Įveskite adresą', 'Enter the address'))
  @MaxLength(200)
  address!: string;

  @ApiProperty({ example: 'Vilnius' })
  @Transform(trimmed)
  @IsString()
  @SingleLineText()
  @IsNotEmpty(says('Įveskite miestą', 'Enter the city'))
  @MaxLength(100)
  city!: string;

  @ApiPropertyOptional({ default: DEFAULT_COUNTRY })
  @Optional()
  @Transform(trimmed)
  @IsString()
  @SingleLineText()
  @IsNotEmpty()
  @MaxLength(100)
  country: string = DEFAULT_COUNTRY;
}

/** An event as the admin form sends it (create and edit alike). */
export class EventRequest {
  @ApiProperty({ type: EventNameRequest })
  @apply(nestedRules(() => EventNameRequest))
  @IsNotEmpty(says('Įveskite pavadinimą', 'Enter the name'))
  name!: EventNameRequest;

  @ApiPropertyOptional({ type: LongTextRequest })
  @apply(nestedRules(() => LongTextRequest, { optional: true }))
  description: LongTextRequest = new LongTextRequest();

  @ApiProperty({ format: 'date-time' })
  @IsISO8601({ strict: true }, says('Nurodykite renginio pradžią', 'Enter the start date and time'))
  start_date!: string;

  @ApiProperty({ format: 'date-time' })
  @IsISO8601({ strict: true }, says('Nurodykite renginio pabaigą', 'Enter the end date and time'))
  end_date!: string;

  @ApiProperty({ type: VenueRequest })
  @apply(nestedRules(() => VenueRequest))
  @IsNotEmpty(says('Įveskite renginio vietą', 'Enter the venue'))
  venue!: VenueRequest;

  @ApiProperty({ enum: CATEGORIES })
  @IsIn([...CATEGORIES], messages.isIn)
  event_type_id!: Category;

  @ApiPropertyOptional({ example: 'Baltic Live' })
  @Optional()
  @Transform(trimmed)
  @IsString()
  @SingleLineText()
  @MaxLength(200)
  organizer: string = '';

  @ApiPropertyOptional({ type: FeatureListRequest })
  @apply(nestedRules(() => FeatureListRequest, { optional: true }))
  features: FeatureListRequest = new FeatureListRequest();

  @ApiPropertyOptional({ minimum: 1, default: DEFAULT_MAX_ATTENDEES })
  @Optional()
  @IsInt(messages.isInt)
  @Min(1, says('Dalyvių skaičius turi būti bent 1', 'Max attendees must be at least 1'))
  @Max(1_000_000, messages.max)
  max_attendees: number = DEFAULT_MAX_ATTENDEES;
}

const lines = (list: string[]): string[] => list.map((line) => line.trim()).filter((line) => line !== '');

export function toEventDetails(request: EventRequest): EventDetails {
  return {
    name: { lt: request.name.lt, en: request.name.en },
    description: { lt: request.description.lt.trim(), en: request.description.en.trim() },
    category: request.event_type_id,
    organizer: request.organizer,
    startsAt: new Date(request.start_date).toISOString(),
    endsAt: new Date(request.end_date).toISOString(),
    venue: {
      name: request.venue.name,
      address: request.venue.address,
      city: request.venue.city,
      country: request.venue.country,
    },
    maxAttendees: request.max_attendees,
    features: { lt: lines(request.features.lt), en: lines(request.features.en) },
  };
}
