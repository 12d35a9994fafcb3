import { CatalogEventCommandMessage } from '../infrastructure/catalog-event-command';
import type { RemoveDiscountCode } from '../domain/catalog-event.commands';

export class RemoveDiscountCodeCommand extends CatalogEventCommandMessage<RemoveDiscountCode> {}
