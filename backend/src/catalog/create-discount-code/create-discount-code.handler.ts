import { CommandHandler } from '@nestjs/cqrs';
import { CatalogEventCommandHandler } from '../infrastructure/catalog-event-command';
import { CreateDiscountCodeCommand } from './create-discount-code.command';

@CommandHandler(CreateDiscountCodeCommand)
export class CreateDiscountCodeHandler extends CatalogEventCommandHandler<CreateDiscountCodeCommand> {}
