import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsNotEmpty, IsString, IsUUID, MaxLength } from 'class-validator';
import { trimmed } from '../../shared/http/field-rules';
import { SingleLineText } from '../../shared/http/text-rules';
import { says } from '../../shared/http/validation-messages';

/** POST /orders/{id}/tickets/void: the tickets staff take back, and why. */
export class VoidTicketsRequest {
  @ApiProperty({ type: [String], format: 'uuid', minItems: 1, maxItems: 100 })
  @IsArray(says('Bilietų sąrašas turi būti masyvas', 'ticket_ids must be a list'))
  @ArrayMinSize(1, says('Pažymėkite bent vieną bilietą', 'Select at least one ticket'))
  @ArrayMaxSize(100, says('Vienu metu galima anuliuoti ne daugiau kaip 100 bilietų', 'At most 100 tickets at a time'))
  @IsUUID('all', { each: true, ...says('Netinkamas bilieto identifikatorius', 'Invalid ticket id') })
  ticket_ids!: string[];

  @ApiProperty({ example: 'Pirkėjas grąžino vieną bilietą', maxLength: 500 })
  @Transform(trimmed)
  @IsString(says('Priežastis turi būti tekstas', 'The reason must be text'))
  @SingleLineText()
  @IsNotEmpty(says('Nurodykite priežastį', 'Enter a reason'))
  @MaxLength(500, says('Priežastis gali būti ne ilgesnė nei 500 simbolių', 'The reason can be at most 500 characters'))
  reason!: string;
}
