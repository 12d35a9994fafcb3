import { ApiProperty } from '@nestjs/swagger';
import { UserResponse } from '../current-user/user.response';

export class MessageResponse {
  @ApiProperty({ example: 'Registracija sėkminga. Patikrinkite el. paštą.' }) message!: string;
}

export class SessionResponse {
  @ApiProperty({ type: UserResponse }) user!: UserResponse;
  @ApiProperty({
    description: 'The same JWT as the access_token cookie, for `Authorization: Bearer` clients',
    example: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI3YThiOWMwZCJ9.c2lnbmF0dXJl',
  })
  accessToken!: string;
  @ApiProperty({ description: 'Seconds until the access token expires', example: 900 }) expiresIn!: number;
}
