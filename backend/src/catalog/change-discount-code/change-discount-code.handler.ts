import { CommandHandler } from '@nestjs/cqrs';
import { CatalogEventCommandHandler } from '../infrastructure/catalog-event-command';
import { ChangeDiscountCodeCommand } from './change-discount-code.command';

@CommandHandler(ChangeDiscountCodeCommand)
export class ChangeDiscountCodeHandler extends CatalogEventCommandHandler<ChangeDiscountCodeCommand> {}
