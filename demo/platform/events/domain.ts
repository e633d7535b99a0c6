// Domain-event bodies (protocol §9.3): `{id, entityFqdn, slug, entityId, eventTime, …, createdEvent |
// updatedEvent | deletedEvent}`.
import { randomUUID } from 'node:crypto';
import type { Platform } from '../platform.ts';

export type DomainChange =
  | { createdEvent: { entity: Record<string, unknown> } }
  | { updatedEvent: { currentEntity: Record<string, unknown>; modifiedFields?: Record<string, unknown> } }
  | { deletedEvent: { deletedEntity: Record<string, unknown> } };

const sequences = new WeakMap<Platform, Map<string, number>>();

export function emitDomainEvent(
  platform: Platform,
  eventType: string,
  entityFqdn: string,
  entityId: string,
  change: DomainChange,
): void {
  const counters = sequences.get(platform) ?? new Map<string, number>();
  sequences.set(platform, counters);
  const sequence = (counters.get(entityId) ?? 0) + 1;
  counters.set(entityId, sequence);
  platform.emitEvent(eventType, {
    id: randomUUID(),
    entityFqdn,
    slug: eventType.slice(eventType.lastIndexOf('_') + 1),
    entityId,
    eventTime: new Date(platform.now()).toISOString(),
    triggeredByAnonymizeRequest: false,
    originatedFrom: 'dropcart-emulator',
    entityEventSequence: String(sequence),
    ...change,
  });
}
