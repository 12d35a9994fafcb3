import { CatalogEventCommandMessage } from '../infrastructure/catalog-event-command';
import type { CreateDiscountCode } from '../domain/catalog-event.commands';

export class CreateDiscountCodeCommand extends CatalogEventCommandMessage<CreateDiscountCode> {}
