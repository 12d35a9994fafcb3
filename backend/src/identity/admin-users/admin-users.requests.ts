import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsString, MaxLength } from 'class-validator';
import { USER_ROLES, USER_STATUSES, type UserRole, type UserStatus } from '@ticketshop/projections';
import { Optional, trimmed } from '../../shared/http/field-rules';
import { SingleLineText } from '../../shared/http/text-rules';
import { messages, says } from '../../shared/http/validation-messages';
import { PASSWORD_MAX_LENGTH } from '../infrastructure/passwords';
import { MAX_PAGE, QueryWholeNumber } from '../../shared/http/list-query-rules';

const ADMIN_PAGE_SIZE = 20;

export class ListUsersRequest {
  @ApiPropertyOptional({ description: 'Substring of first name, last name or e-mail, any case' })
  @Optional()
  @Transform(trimmed)
  @IsString()
  @SingleLineText()
  @MaxLength(200)
  search?: string;

  @ApiPropertyOptional({ enum: [...USER_ROLES, 'all'], description: 'Only users with this role; `all` or absent: any' })
  @Optional()
  @IsIn([...USER_ROLES, 'all'], messages.isIn)
  role?: UserRole | 'all';

  @ApiPropertyOptional({
    enum: [...USER_STATUSES, 'all'],
    description: 'Only users in this state; `all` or absent: any',
  })
  @Optional()
  @IsIn([...USER_STATUSES, 'all'], messages.isIn)
  status?: UserStatus | 'all';

  @ApiPropertyOptional({
    type: 'integer',
    minimum: 1,
    maximum: MAX_PAGE,
    default: 1,
    description: 'Which page, counting from 1',
  })
  @QueryWholeNumber(1, MAX_PAGE)
  page = 1;

  @ApiPropertyOptional({
    type: 'integer',
    minimum: 1,
    maximum: 100,
    default: ADMIN_PAGE_SIZE,
    description: 'How many rows per page',
  })
  @QueryWholeNumber(1, 100)
  limit = ADMIN_PAGE_SIZE;
}

export class ChangeRoleRequest {
  @ApiProperty({ enum: USER_ROLES })
  @IsIn([...USER_ROLES], messages.isIn)
  role!: UserRole;

  @ApiPropertyOptional({
    description: "The super admin's own password, typed again: required to grant `admin` or `super_admin`",
  })
  @Optional()
  @IsString(says('Įveskite savo slaptažodį', 'Enter your password'))
  @SingleLineText()
  @MaxLength(PASSWORD_MAX_LENGTH, says('Neteisingas slaptažodis', 'The password is incorrect'))
  admin_password_confirmation?: string;
}

export const SETTABLE_STATUSES = ['verified', 'suspended'] as const;

export class ChangeStatusRequest {
  @ApiProperty({ enum: SETTABLE_STATUSES })
  @IsIn([...SETTABLE_STATUSES], messages.isIn)
  status!: (typeof SETTABLE_STATUSES)[number];
}
