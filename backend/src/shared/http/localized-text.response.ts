import { ApiProperty } from '@nestjs/swagger';

/** A text in both languages of the shop, as every response shows names and descriptions. */
export class LocalizedTextResponse {
  @ApiProperty() lt!: string;
  @ApiProperty() en!: string;
}
