import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength, MinLength } from 'class-validator';
import { apply, emailRules, Optional, trimmed } from '../../shared/http/field-rules';
import { SingleLineText } from '../../shared/http/text-rules';
import { says } from '../../shared/http/validation-messages';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../infrastructure/passwords';
import { NAME_MAX_LENGTH } from '../domain/user.decider';

const newPasswordRules = () => [
  IsString(says('Slaptažodis yra privalomas', 'Password is required')),
  SingleLineText(),
  MinLength(
    PASSWORD_MIN_LENGTH,
    says('Slaptažodis turi būti bent 8 simbolių ilgio', 'Password must be at least 8 characters long'),
  ),
  MaxLength(PASSWORD_MAX_LENGTH, says('Slaptažodis per ilgas', 'The password is too long')),
];

export class LoginRequest {
  @ApiProperty({ example: 'vardenis@example.lt' })
  @apply(emailRules())
  email!: string;

  @ApiProperty()
  @IsString(says('Slaptažodis yra privalomas', 'Password is required'))
  @SingleLineText()
  @IsNotEmpty(says('Slaptažodis yra privalomas', 'Password is required'))
  @MaxLength(PASSWORD_MAX_LENGTH, says('Neteisingas el. paštas arba slaptažodis', 'Invalid email or password'))
  password!: string;
}

export class RegisterRequest {
  @ApiProperty({ example: 'vardenis@example.lt' })
  @apply(emailRules())
  email!: string;

  @ApiProperty({ minLength: PASSWORD_MIN_LENGTH })
  @apply(newPasswordRules())
  password!: string;

  @ApiProperty({ example: 'Vardenis' })
  @Transform(trimmed)
  @IsString(says('Vardas yra privalomas', 'First name is required'))
  @SingleLineText()
  @IsNotEmpty(says('Vardas yra privalomas', 'First name is required'))
  @MaxLength(NAME_MAX_LENGTH, says('Vardas per ilgas', 'The first name is too long'))
  first_name!: string;

  @ApiProperty({ example: 'Pavardenis' })
  @Transform(trimmed)
  @IsString(says('Pavardė yra privaloma', 'Last name is required'))
  @SingleLineText()
  @IsNotEmpty(says('Pavardė yra privaloma', 'Last name is required'))
  @MaxLength(NAME_MAX_LENGTH, says('Pavardė per ilga', 'The last name is too long'))
  last_name!: string;
}

export class EmailRequest {
  @ApiProperty({ example: 'vardenis@example.lt' })
  @apply(emailRules())
  email!: string;
}

export class TokenRequest {
  @ApiProperty({ description: 'The token from the mail link' })
  @IsString(says('Nuoroda neteisinga', 'The link is invalid'))
  @SingleLineText()
  @IsNotEmpty(says('Nuoroda neteisinga', 'The link is invalid'))
  @MaxLength(200, says('Nuoroda neteisinga', 'The link is invalid'))
  token!: string;
}

export class ResetPasswordRequest extends TokenRequest {
  @ApiProperty({ minLength: PASSWORD_MIN_LENGTH })
  @apply(newPasswordRules())
  password!: string;
}

export class UpdateProfileRequest {
  @ApiPropertyOptional()
  @Optional()
  @Transform(trimmed)
  @IsString(says('Vardas yra privalomas', 'First name is required'))
  @SingleLineText()
  @IsNotEmpty(says('Vardas yra privalomas', 'First name is required'))
  @MaxLength(NAME_MAX_LENGTH, says('Vardas per ilgas', 'The first name is too long'))
  firstName?: string;

  @ApiPropertyOptional()
  @Optional()
  @Transform(trimmed)
  @IsString(says('Pavardė yra privaloma', 'Last name is required'))
  @SingleLineText()
  @IsNotEmpty(says('Pavardė yra privaloma', 'Last name is required'))
  @MaxLength(NAME_MAX_LENGTH, says('Pavardė per ilga', 'The last name is too long'))
  lastName?: string;
}

export class ChangePasswordRequest {
  @ApiProperty()
  @IsString(says('Įveskite dabartinį slaptažodį', 'Enter your current password'))
  @SingleLineText()
  @IsNotEmpty(says('Įveskite dabartinį slaptažodį', 'Enter your current password'))
  @MaxLength(PASSWORD_MAX_LENGTH, says('Dabartinis slaptažodis neteisingas', 'The current password is incorrect'))
  currentPassword!: string;

  @ApiProperty({ minLength: PASSWORD_MIN_LENGTH })
  @apply(newPasswordRules())
  newPassword!: string;
}
