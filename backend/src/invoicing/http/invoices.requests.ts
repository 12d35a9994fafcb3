import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';
import { TicketsPdfQuery } from '../../ordering/public-api';
import { Optional } from '../../shared/http/field-rules';
import { SingleLineText } from '../../shared/http/text-rules';
import { says } from '../../shared/http/validation-messages';

export class InvoicesPdfQuery extends TicketsPdfQuery {
  @ApiPropertyOptional({
    enum: ['lt', 'en'],
    description:
      'The language of the page the link is on, for the documents’ texts; without it (or another value) the Accept-Language decides',
  })
  @Optional()
  @IsString(says('Laukas „lang“ turi būti lt arba en', 'lang must be lt or en'))
  @MaxLength(10, says('Laukas „lang“ turi būti lt arba en', 'lang must be lt or en'))
  @SingleLineText()
  lang?: string;
}
