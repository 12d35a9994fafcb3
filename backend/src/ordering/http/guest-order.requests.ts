import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { PAYMENT_METHODS, type PaymentMethodName } from '@ticketshop/projections';
import { apply, IsEmailAddress, IsMoney, nestedRules, Optional, trimmed } from '../../shared/http/field-rules';
import { SingleLineText } from '../../shared/http/text-rules';
import { says } from '../../shared/http/validation-messages';

const checkoutEmail = () => [
  Transform(trimmed),
  SingleLineText(),
  IsEmailAddress(says('Įveskite teisingą el. pašto adresą', 'Enter a valid email address')),
  MaxLength(254, says('Įveskite teisingą el. pašto adresą', 'Enter a valid email address')),
  IsNotEmpty(says('Įveskite el. paštą', 'Enter your email')),
  IsString(says('Įveskite el. paštą', 'Enter your email')),
];

export class TicketLineRequest {
  @ApiProperty({ format: 'uuid', description: 'Ticket type id' })
  @IsString(says('Nurodykite bilietų tipą', 'Choose a ticket type'))
  @SingleLineText()
  @MaxLength(64, says('Nurodykite bilietų tipą', 'Choose a ticket type'))
  id!: string;

  @ApiProperty({ minimum: 0, maximum: 100 })
  @IsInt(says('Kiekis turi būti sveikasis skaičius', 'The quantity must be a whole number'))
  @Min(0, says('Kiekis negali būti neigiamas', 'The quantity cannot be negative'))
  @Max(100, says('Per didelis kiekis', 'The quantity is too large'))
  quantity!: number;

  @ApiPropertyOptional({ description: 'The unit price the buyer saw; checked, never trusted', example: 25 })
  @Optional()
  @IsMoney(says('Neteisinga kaina', 'Invalid price'))
  @Min(0, says('Neteisinga kaina', 'Invalid price'))
  @Max(1_000_000, says('Neteisinga kaina', 'Invalid price'))
  price?: number;
}

const ticketsRules = () => [
  IsArray(says('Pasirinkite bilietus', 'Select tickets')),
  ArrayMinSize(1, says('Pasirinkite bent vieną bilietą', 'Select at least one ticket')),
  ArrayMaxSize(20, says('Per daug bilietų tipų', 'Too many ticket types')),
  ...nestedRules(() => TicketLineRequest, { each: true }),
];

const discountCodeRules = () => [
  Optional(),
  Transform(trimmed),
  IsString(says('Nuolaidos kodas negalioja', 'The discount code is not valid')),
  SingleLineText(),
  MaxLength(64, says('Nuolaidos kodas negalioja', 'The discount code is not valid')),
];

export class QuoteRequest {
  @ApiProperty({ type: [TicketLineRequest] })
  @apply(ticketsRules())
  tickets!: TicketLineRequest[];

  @ApiPropertyOptional({ example: 'VASARA10' })
  @apply(discountCodeRules())
  discount_code?: string;
}

export class CreateGuestOrderRequest {
  @ApiProperty({ example: 'ona@example.com' })
  @apply(checkoutEmail())
  guest_email!: string;

  @ApiProperty({ example: 'Ona' })
  @Transform(trimmed)
  @IsString(says('Įveskite vardą', 'Enter your first name'))
  @SingleLineText()
  @IsNotEmpty(says('Įveskite vardą', 'Enter your first name'))
  @MaxLength(100, says('Vardas per ilgas', 'The first name is too long'))
  guest_first_name!: string;

  @ApiProperty({ example: 'Onaitė' })
  @Transform(trimmed)
  @IsString(says('Įveskite pavardę', 'Enter your last name'))
  @SingleLineText()
  @IsNotEmpty(says('Įveskite pavardę', 'Enter your last name'))
  @MaxLength(100, says('Pavardė per ilga', 'The last name is too long'))
  guest_last_name!: string;

  @ApiProperty({ example: '+37060000000' })
  @Transform(trimmed)
  @IsString(says('Įveskite telefono numerį', 'Enter your phone number'))
  @SingleLineText()
  @IsNotEmpty(says('Įveskite telefono numerį', 'Enter your phone number'))
  @Matches(/^\+?[0-9 ()-]{6,20}$/, says('Įveskite teisingą telefono numerį', 'Enter a valid phone number'))
  guest_phone!: string;

  @ApiProperty({ type: [TicketLineRequest] })
  @apply(ticketsRules())
  tickets!: TicketLineRequest[];

  @ApiPropertyOptional({ example: 'VASARA10' })
  @apply(discountCodeRules())
  discount_code?: string;
}

export class OrderEmailRequest {
  @ApiProperty({ example: 'ona@example.com' })
  @apply(checkoutEmail())
  email!: string;
}

export class SearchOrdersRequest extends OrderEmailRequest {
  @ApiPropertyOptional({ description: 'From the link mailed by an earlier search' })
  @Optional()
  @IsString()
  @SingleLineText()
  @MaxLength(1000)
  token?: string;
}

const methodRule = () => [
  Optional(),
  IsIn(PAYMENT_METHODS, says('Šis mokėjimo būdas negalimas', 'This payment method is not available')),
];

export class InitiateGuestPaymentRequest extends OrderEmailRequest {
  @ApiPropertyOptional({ description: 'A page of this shop to return to after paying' })
  @Optional()
  @IsString()
  @SingleLineText()
  @MaxLength(500)
  return_url?: string;

  @ApiPropertyOptional({ description: 'A page of this shop to return to after cancelling' })
  @Optional()
  @IsString()
  @SingleLineText()
  @MaxLength(500)
  cancel_url?: string;

  @ApiPropertyOptional({ enum: PAYMENT_METHODS })
  @apply(methodRule())
  payment_method?: PaymentMethodName;
}

export class InitiatePaymentRequest {
  @ApiProperty({ format: 'uuid' })
  @IsString(says('Nurodykite užsakymą', 'Name the order'))
  @SingleLineText()
  @MaxLength(64)
  orderId!: string;

  @ApiPropertyOptional({ enum: PAYMENT_METHODS })
  @apply(methodRule())
  paymentMethod?: PaymentMethodName;
}

export class VerifyPaymentQuery {
  @ApiPropertyOptional({ example: 'ona@example.com', description: 'The buyer’s e-mail address: the key to the order' })
  @Optional()
  @Transform(trimmed)
  @IsString()
  @SingleLineText()
  @MaxLength(254)
  email?: string;
}

const LINK_WITHOUT_TOKEN = says(
  'Nuorodoje trūksta prieigos rakto (token): atidarykite visą nuorodą iš laiško arba užsakymo paieškos',
  'The link has no token: open the whole link from the mail or the order lookup',
);

export class TicketsPdfQuery {
  @ApiProperty({ description: 'The signed token of the tickets link the order’s mail or lookup gave' })
  // A link cut short in a mail client loses its token: say so in the reader's language, not class-validator's.
  @IsString(LINK_WITHOUT_TOKEN)
  @IsNotEmpty(LINK_WITHOUT_TOKEN)
  @SingleLineText()
  @MaxLength(1000, says('Nuoroda netinkama', 'The link is not valid'))
  token!: string;
}

export class VerifyTicketRequest {
  @ApiProperty({ example: '7KQ2-M9XD-4HTP-C3RW' })
  @IsString(says('Įveskite bilieto kodą', 'Enter the ticket code'))
  @SingleLineText()
  @IsNotEmpty(says('Įveskite bilieto kodą', 'Enter the ticket code'))
  @MaxLength(64, says('Nežinomas bilietas', 'Unknown ticket'))
  ticketCode!: string;
}
