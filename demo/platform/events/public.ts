// Which events the browser stream (`/_emulator/events`, the widget's `data-events`) may carry without the
// control token: what every visitor of the store may see anyway, the catalog's products, ribbons and stock.
// A cart's abandonment names a cart, a member and a checkout (whose id opened the hosted checkout page with
// the member's e-mail and address): for the store's own tools only, with the token or as a webhook.
import { EVENT_TYPES } from './types.ts';

const CATALOG_EVENTS: ReadonlySet<string> = new Set([
  EVENT_TYPES.productCreated,
  EVENT_TYPES.productUpdated,
  EVENT_TYPES.productDeleted,
  EVENT_TYPES.ribbonCreated,
  EVENT_TYPES.ribbonUpdated,
  EVENT_TYPES.ribbonDeleted,
  EVENT_TYPES.inventoryItemChanged,
  EVENT_TYPES.inventoryVariantsChanged,
]);

type Entity = { visible?: unknown } | undefined;

/** Whether every visitor may read the event: a catalog event, not of a product hidden from the store. */
export function visibleToVisitors(eventType: string, body: Record<string, unknown>): boolean {
  if (!CATALOG_EVENTS.has(eventType)) return false;
  const change = body as {
    createdEvent?: { entity?: Entity };
    updatedEvent?: { currentEntity?: Entity };
    deletedEvent?: { deletedEntity?: Entity };
  };
  const entity =
    change.createdEvent?.entity ?? change.updatedEvent?.currentEntity ?? change.deletedEvent?.deletedEntity;
  return entity?.visible !== false;
}
