import { CommandHandler } from '@nestjs/cqrs';
import { CatalogEventCommandHandler } from '../infrastructure/catalog-event-command';
import { RemoveDiscountCodeCommand } from './remove-discount-code.command';

@CommandHandler(RemoveDiscountCodeCommand)
export class RemoveDiscountCodeHandler extends CatalogEventCommandHandler<RemoveDiscountCodeCommand> {}
