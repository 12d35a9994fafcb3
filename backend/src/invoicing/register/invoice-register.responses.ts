import { ApiProperty } from '@nestjs/swagger';
import { LocalizedTextResponse } from '../../shared/http/localized-text.response';
import { REGISTER_KINDS, type RegisterKind } from './invoice-register.requests';

export class RegisterBuyerResponse {
  @ApiProperty({ example: 'Ona Žemaitė' }) name!: string;
  @ApiProperty({ example: 'ona@example.lt' }) email!: string;
}

export class RegisterCorrectedInvoiceResponse {
  @ApiProperty({ example: 'TS-000123' }) document_number!: string;
  @ApiProperty({ format: 'date', example: '2026-11-02' }) issued_on!: string;
}

/** One document as issued: what a line of the accountant's register says. */
export class RegisterDocumentResponse {
  @ApiProperty({ example: 'TS-000124' }) document_number!: string;
  @ApiProperty({ enum: REGISTER_KINDS, example: 'invoice' }) kind!: RegisterKind;
  @ApiProperty({ example: 'TS' }) series!: string;
  @ApiProperty({ example: 124 }) number!: number;
  @ApiProperty({ format: 'date', description: 'The date printed on the document', example: '2026-11-03' })
  issued_on!: string;
  @ApiProperty({ format: 'date-time', example: '2026-11-03T08:15:00.000Z' }) issued_at!: string;
  @ApiProperty({ format: 'uuid', example: 'c1d2e3f4-5a6b-4c7d-8e9f-0a1b2c3d4e5f' }) order_id!: string;
  @ApiProperty({ example: 'C1D2E3F4' }) order_number!: string;
  @ApiProperty({ type: RegisterBuyerResponse }) buyer!: RegisterBuyerResponse;
  @ApiProperty({ type: LocalizedTextResponse }) event_name!: LocalizedTextResponse;
  @ApiProperty({
    description:
      'The document’s total in cents as printed (prices include VAT where it applies); negative on a credit note',
    example: 4620,
  })
  total_cents!: number;
  @ApiProperty({ example: 'EUR' }) currency!: string;
  @ApiProperty({
    type: RegisterCorrectedInvoiceResponse,
    nullable: true,
    description: 'The invoice a credit note corrects; null on an invoice',
  })
  corrects!: RegisterCorrectedInvoiceResponse | null;
}

/** Sums of one currency over every document the filters match, not only the page's. */
export class RegisterCurrencyTotalsResponse {
  @ApiProperty({ example: 'EUR' }) currency!: string;
  @ApiProperty({ example: 12 }) invoices!: number;
  @ApiProperty({ description: 'What the invoices came to, in cents', example: 55440 }) invoiced_cents!: number;
  @ApiProperty({ example: 2 }) credit_notes!: number;
  @ApiProperty({ description: 'What the credit notes came to, in cents (negative)', example: -9240 })
  credited_cents!: number;
  @ApiProperty({ description: 'Invoiced and credited together, in cents', example: 46200 }) balance_cents!: number;
}

export class RegisterPaginationResponse {
  @ApiProperty({ example: 1 }) page!: number;
  @ApiProperty({ example: 20 }) limit!: number;
  @ApiProperty({ example: 14 }) total!: number;
  @ApiProperty({ example: 1 }) total_pages!: number;
}

export class InvoiceRegisterPageResponse {
  @ApiProperty({ type: RegisterDocumentResponse, isArray: true }) data!: RegisterDocumentResponse[];
  @ApiProperty({ type: RegisterPaginationResponse }) pagination!: RegisterPaginationResponse;
  @ApiProperty({
    type: RegisterCurrencyTotalsResponse,
    isArray: true,
    description:
      'One entry per currency of the matching documents, alphabetically; money of two currencies is never added',
  })
  totals!: RegisterCurrencyTotalsResponse[];
}
