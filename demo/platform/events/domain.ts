// Domain-event bodies (protocol §9.3): `{id, entityFqdn, slug, entityId, eventTime, …, createdEvent |
// updatedEvent | deletedEvent | actionEvent}`. Each entity's events are numbered in `entityEventSequence`; the count is
// kept in the state (slice `events.sequences`), so a restart does not number an entity's events from 1
// again (a receiver that drops what it has seen would drop them).
import { randomUUID } from 'node:crypto';
import type { Platform } from '../platform.ts';

export type DomainChange =
  | { createdEvent: { entity: Record<string, unknown> } }
  | { updatedEvent: { currentEntity: Record<string, unknown>; modifiedFields?: Record<string, unknown> } }
  | { deletedEvent: { deletedEntity: Record<string, unknown> } }
  | { actionEvent: { body: Record<string, unknown> } };

const sequences = (platform: Platform) =>
  platform.state.slice<Record<string, number>>('events.sequences', () => ({}));

export function emitDomainEvent(
  platform: Platform,
  eventType: string,
  entityFqdn: string,
  entityId: string,
  change: DomainChange,
  slug = eventType.slice(eventType.lastIndexOf('_') + 1),
): string {
  const counters = sequences(platform);
  const sequence = (Object.hasOwn(counters, entityId) ? (counters[entityId] ?? 0) : 0) + 1;
  counters[entityId] = sequence;
  const id = randomUUID();
  platform.emitEvent(eventType, {
    id,
    entityFqdn,
    slug,
    entityId,
    eventTime: new Date(platform.now()).toISOString(),
    triggeredByAnonymizeRequest: false,
    originatedFrom: 'dropcart-emulator',
    entityEventSequence: String(sequence),
    ...change,
  });
  return id;
}
