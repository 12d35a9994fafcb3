import { ApiProperty } from '@nestjs/swagger';

/** A text in both languages of the shop, as every response shows names and descriptions. */
export class LocalizedTextResponse {
  @ApiProperty({ example: 'Kalėdinis koncertas' }) lt!: string;
  @ApiProperty({ example: 'Christmas concert' }) en!: string;
}
