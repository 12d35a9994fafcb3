import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsNotEmpty, IsString, MaxLength, Min } from 'class-validator';
import { apply, IsMoney, Optional, trimmed } from '../../shared/http/field-rules';
import { SingleLineText } from '../../shared/http/text-rules';
import { messages, says } from '../../shared/http/validation-messages';

const reasonRules = () => [
  Transform(trimmed),
  IsString(says('Priežastis turi būti tekstas', 'The reason must be text')),
  SingleLineText(),
  IsNotEmpty(says('Nurodykite priežastį', 'Enter a reason')),
  MaxLength(500, says('Priežastis gali būti ne ilgesnė nei 500 simbolių', 'The reason can be at most 500 characters')),
];

/** POST /orders/{id}/refund: money in major units (EUR), at most two decimals. */
export class RefundOrderRequest {
  @ApiProperty({ example: 12.5, description: 'Major units with at most 2 decimals; at most what is refundable' })
  @IsMoney(messages.money)
  @Min(0.01, says('Grąžinama suma turi būti didesnė už nulį', 'The refund amount must be greater than zero'))
  amount!: number;

  @ApiProperty({ example: 'Pirkėjas negali dalyvauti', maxLength: 500 })
  @apply(reasonRules())
  reason!: string;

  @ApiPropertyOptional({ default: true, description: 'Mail the buyer once the money is back' })
  @Optional()
  @IsBoolean(says('Laukas „notify_customer“ turi būti true arba false', 'notify_customer must be true or false'))
  notify_customer: boolean = true;
}

/** POST /orders/{id}/bank-transfer: the sum the bank statement shows, which must be the order's total. */
export class ConfirmBankTransferRequest {
  @ApiProperty({ example: 51.25, description: 'Major units with at most 2 decimals; the order’s total' })
  @IsMoney(messages.money)
  @Min(0.01, says('Suma turi būti didesnė už nulį', 'The amount must be greater than zero'))
  amount!: number;
}

/** PUT /orders/{id}/status: only cancelling an unpaid order is an admin's status change. */
export class ChangeOrderStatusRequest {
  @ApiProperty({ enum: ['cancelled'] })
  @IsIn(['cancelled'], says('Galima tik atšaukti užsakymą (cancelled)', 'The only status you can set is cancelled'))
  status!: 'cancelled';

  @ApiProperty({ example: 'Pirkėjo prašymu', maxLength: 500 })
  @apply(reasonRules())
  reason!: string;
}
