import type { Projector } from './projector';
import { publicCatalogProjector } from './public-catalog/public-catalog.projector';

/** Every read model the shop keeps. The runner, the CLI and the rebuild benchmark use this list. */
export const allProjectors: readonly Projector[] = [publicCatalogProjector];
