// `POST /_emulator/events/emit {eventType, entity?, modifiedFields?, data?}`: emits one commerce change event
// (cart, checkout, order, checkout template, fulfillments, tip) as the platform would, to the event stream
// and to every configured webhook, so a store developer's handler and the client's decoder can be tried
// without a real order. The emulator has no orders of its own: the caller gives the entity.
import { validationError, violation } from '../http/errors.ts';
import type { Route } from '../http/router.ts';
import type { Platform } from '../platform.ts';
import { type DomainChange, emitDomainEvent } from './domain.ts';
import { EVENT_TYPES } from './types.ts';

/**
 * Each entity's fully qualified name, as the SDK's event definitions and `DomainEvent.entityFqdn` name it
 * (@wix/auto_sdk_ecom_*: `wix.ecom.v1.cart`…; @wix/auto_sdk_ecom_tips: `wix.tips.v1.tip`). Longest first,
 * so `checkout_template_*` is not taken for `checkout_*`.
 */
const ENTITIES = [
  'wix.ecom.v1.checkout_template',
  'wix.ecom.v1.fulfillments',
  'wix.ecom.v1.checkout',
  'wix.ecom.v1.order',
  'wix.ecom.v1.cart',
  'wix.tips.v1.tip',
];

const COMMERCE_TYPES: ReadonlySet<string> = new Set(
  Object.values(EVENT_TYPES).filter((type) => ENTITIES.some((fqdn) => type.startsWith(`${fqdn}_`))),
);

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The change a slug stands for: created, updated and deleted are domain events, the rest action events. */
function changeOf(slug: string, payload: Record<string, unknown>): DomainChange {
  const { entity, modifiedFields, data } = payload;
  const needs = (field: string, value: unknown) => {
    if (!isRecord(value))
      throw validationError([violation(field, `is required for a ${slug} event`, 'REQUIRED_FIELD')]);
    return value;
  };
  if (slug === 'created') return { createdEvent: { entity: needs('entity', entity) } };
  if (slug === 'deleted') return { deletedEvent: { deletedEntity: needs('entity', entity) } };
  if (slug === 'updated')
    return {
      updatedEvent: {
        currentEntity: needs('entity', entity),
        ...(isRecord(modifiedFields) ? { modifiedFields } : {}),
      },
    };
  return { actionEvent: { body: needs('data', data) } };
}

export function commerceEventRoutes(platform: Platform): Route[] {
  return [
    {
      method: 'POST',
      path: '/_emulator/events/emit',
      handler: (ctx) => {
        const { eventType } = ctx.payload;
        if (typeof eventType !== 'string' || !COMMERCE_TYPES.has(eventType))
          throw validationError([
            violation('eventType', `must be one of ${[...COMMERCE_TYPES].join(', ')}`, 'INVALID_ENUM_VALUE'),
          ]);
        const fqdn = ENTITIES.find((name) => eventType.startsWith(`${name}_`)) ?? '';
        const slug = eventType.slice(fqdn.length + 1);
        const change = changeOf(slug, ctx.payload);
        const entity = isRecord(ctx.payload.entity) ? ctx.payload.entity : undefined;
        const data = isRecord(ctx.payload.data) ? ctx.payload.data : undefined;
        const subject = entity ?? (isRecord(data?.order) ? data.order : undefined);
        const entityId = typeof subject?.id === 'string' ? subject.id : fqdn;
        const id = emitDomainEvent(platform, eventType, fqdn, entityId, change, slug);
        return { id, eventType };
      },
    },
  ];
}
