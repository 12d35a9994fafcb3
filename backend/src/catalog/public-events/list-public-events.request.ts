import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { CATEGORIES, type Category } from '../domain/catalog-event.types';
import { Optional } from '../../shared/http/field-rules';
import { messages } from '../../shared/http/validation-messages';
import { MAX_PAGE, QueryWholeNumber } from '../../shared/http/list-query-rules';

export class ListPublicEventsRequest {
  @ApiPropertyOptional({ enum: [...CATEGORIES, 'all'], description: '`all` or absent: every category' })
  @Optional()
  @IsIn([...CATEGORIES, 'all'], messages.isIn)
  category?: Category | 'all';

  @ApiPropertyOptional({
    type: 'integer',
    minimum: 1,
    maximum: MAX_PAGE,
    default: 1,
    description: 'Which page, counting from 1',
  })
  @QueryWholeNumber(1, MAX_PAGE)
  page = 1;

  @ApiPropertyOptional({
    type: 'integer',
    minimum: 1,
    maximum: 100,
    default: 6,
    description: 'How many events per page',
  })
  @QueryWholeNumber(1, 100)
  limit = 6;
}
