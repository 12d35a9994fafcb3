import { ApiProperty } from '@nestjs/swagger';
import { UserResponse } from '../current-user/user.response';

export class MessageResponse {
  @ApiProperty() message!: string;
}

export class SessionResponse {
  @ApiProperty({ type: UserResponse }) user!: UserResponse;
  @ApiProperty({ description: 'The same JWT as the access_token cookie, for `Authorization: Bearer` clients' })
  accessToken!: string;
  @ApiProperty({ description: 'Seconds until the access token expires' }) expiresIn!: number;
}
