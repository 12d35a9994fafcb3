import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, Max, Min } from 'class-validator';
import { CATEGORIES, type Category } from '../domain/catalog-event.types';
import { Optional } from '../../shared/http/field-rules';
import { messages } from '../../shared/http/validation-messages';

export class ListPublicEventsRequest {
  @ApiPropertyOptional({ enum: [...CATEGORIES, 'all'], description: '`all` or absent: every category' })
  @Optional()
  @IsIn([...CATEGORIES, 'all'], messages.isIn)
  category?: Category | 'all';

  @ApiPropertyOptional({ type: 'integer', minimum: 1, default: 1, description: 'Which page, counting from 1' })
  @Optional()
  @Type(() => Number)
  @IsInt(messages.isInt)
  @Min(1, messages.min)
  page = 1;

  @ApiPropertyOptional({
    type: 'integer',
    minimum: 1,
    maximum: 100,
    default: 6,
    description: 'How many events per page',
  })
  @Optional()
  @Type(() => Number)
  @IsInt(messages.isInt)
  @Min(1, messages.min)
  @Max(100, messages.max)
  limit = 6;
}
