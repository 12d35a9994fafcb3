import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity/identity.module';
import { AuditLogController } from './audit-log.controller';
import { AuditLogQueries } from './audit-log.queries';

/** The audit trail of money for the back-office: read from the `audit_log` read model, never written here. */
@Module({
  imports: [IdentityModule],
  controllers: [AuditLogController],
  providers: [AuditLogQueries],
})
export class AuditModule {}
