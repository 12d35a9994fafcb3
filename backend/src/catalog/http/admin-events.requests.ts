import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsBoolean, IsIn, IsString, IsUUID, MaxLength } from 'class-validator';
import { CATALOG_EVENT_STATUSES, type CatalogEventStatus } from '../domain/catalog-event.types';
import { MAX_IMAGES_PER_EVENT } from '../domain/catalog-event.rules';
import { messages, says } from '../../shared/http/validation-messages';
import { MAX_PAGE, QueryWholeNumber } from '../../shared/http/list-query-rules';
import { Optional, trimmed } from '../../shared/http/field-rules';
import { SingleLineText } from '../../shared/http/text-rules';

const ADMIN_PAGE_SIZE = 20;

export class ListAdminEventsRequest {
  @ApiPropertyOptional({ description: 'Part of a name (either language), the venue or the city, any case' })
  @Optional()
  @Transform(trimmed)
  @IsString()
  @SingleLineText()
  @MaxLength(200)
  search?: string;

  @ApiPropertyOptional({
    enum: [...CATALOG_EVENT_STATUSES, 'all'],
    description: 'Only events in this state; `all` or absent: any',
  })
  @Optional()
  @IsIn([...CATALOG_EVENT_STATUSES, 'all'], messages.isIn)
  status?: CatalogEventStatus | 'all';

  @ApiPropertyOptional({
    type: 'integer',
    minimum: 1,
    maximum: MAX_PAGE,
    default: 1,
    description: 'Which page, counting from 1',
  })
  @QueryWholeNumber(1, MAX_PAGE)
  page: number = 1;

  @ApiPropertyOptional({
    type: 'integer',
    minimum: 1,
    maximum: 100,
    default: ADMIN_PAGE_SIZE,
    description: 'How many rows per page',
  })
  @QueryWholeNumber(1, 100)
  limit: number = ADMIN_PAGE_SIZE;
}

export class BulkEventsRequest {
  @ApiProperty({ type: [String], format: 'uuid', minItems: 1, maxItems: 100 })
  @IsArray()
  @ArrayMinSize(1, says('Pažymėkite bent vieną renginį', 'Select at least one event'))
  @ArrayMaxSize(100, says('Vienu metu galima keisti ne daugiau kaip 100 renginių', 'At most 100 events at a time'))
  @IsUUID('all', { each: true, ...says('Netinkamas renginio identifikatorius', 'Invalid event id') })
  event_ids!: string[];
}

export class FeaturedRequest {
  @ApiProperty()
  @IsBoolean(says('Nurodykite true arba false', 'Give true or false'))
  featured!: boolean;
}

export class ImageOrderRequest {
  @ApiProperty({ type: [String], description: 'Every image id of the event, the cover first' })
  @IsArray()
  @ArrayMaxSize(MAX_IMAGES_PER_EVENT)
  @IsString({ each: true })
  @SingleLineText({ each: true })
  @MaxLength(100, { each: true })
  image_ids!: string[];
}
