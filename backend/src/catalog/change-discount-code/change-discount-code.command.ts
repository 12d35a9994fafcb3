import { CatalogEventCommandMessage } from '../infrastructure/catalog-event-command';
import type { ChangeDiscountCode } from '../domain/catalog-event.commands';

export class ChangeDiscountCodeCommand extends CatalogEventCommandMessage<ChangeDiscountCode> {}
