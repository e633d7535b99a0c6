// Ribbons are the labels on products ("Sale", "New"). The emulator keeps them as entities derived from the
// products: a ribbon appears with its first product, changes when its product count changes and is
// deleted with its last product; each step emits the ribbon's v3 event.
import { stableId } from '../catalog/ids.ts';
import type { Product } from '../catalog/types.ts';
import type { Platform } from '../platform.ts';
import { emitDomainEvent } from './domain.ts';
import { EVENT_TYPES } from './types.ts';

export interface Ribbon {
  id: string;
  name: string;
  assignedProductCount: number;
  createdDate: string;
  updatedDate: string;
}

const FQDN = 'wix.stores.catalog.v3.ribbon';

function counts(products: Product[]): Map<string, number> {
  const result = new Map<string, number>();
  for (const p of products) if (p.ribbon) result.set(p.ribbon, (result.get(p.ribbon) ?? 0) + 1);
  return result;
}

export function ribbonsSlice(platform: Platform, products: () => Product[]): Ribbon[] {
  return platform.state.slice<Ribbon[]>('ribbons', () => {
    const at = new Date(platform.now()).toISOString();
    return [...counts(products())].map(([name, count]) => ({
      id: stableId('ribbon', name),
      name,
      assignedProductCount: count,
      createdDate: at,
      updatedDate: at,
    }));
  });
}

/** Brings the ribbons in line with the products after a write, emitting what changed. */
export function syncRibbons(platform: Platform, products: Product[]): void {
  const ribbons = ribbonsSlice(platform, () => products);
  const now = new Date(platform.now()).toISOString();
  const wanted = counts(products);
  for (const ribbon of [...ribbons]) {
    const count = wanted.get(ribbon.name);
    if (count === undefined) {
      ribbons.splice(ribbons.indexOf(ribbon), 1);
      emitDomainEvent(platform, EVENT_TYPES.ribbonDeleted, FQDN, ribbon.id, {
        deletedEvent: { deletedEntity: { ...ribbon } },
      });
    } else if (count !== ribbon.assignedProductCount) {
      ribbon.assignedProductCount = count;
      ribbon.updatedDate = now;
      emitDomainEvent(platform, EVENT_TYPES.ribbonUpdated, FQDN, ribbon.id, {
        updatedEvent: { currentEntity: { ...ribbon }, modifiedFields: { assignedProductCount: count } },
      });
    }
  }
  for (const [name, count] of wanted) {
    if (ribbons.some((r) => r.name === name)) continue;
    const ribbon = {
      id: stableId('ribbon', name),
      name,
      assignedProductCount: count,
      createdDate: now,
      updatedDate: now,
    };
    ribbons.push(ribbon);
    emitDomainEvent(platform, EVENT_TYPES.ribbonCreated, FQDN, ribbon.id, {
      createdEvent: { entity: { ...ribbon } },
    });
  }
}
