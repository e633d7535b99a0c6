// Webhook body (a JWT) → verified envelope (§9.1) → one typed event (§9.3) with its transforms (§9.4).
import { EventError } from '../errors/event-error.ts';
import { toDate } from '../http/values.ts';
import {
  transformCart,
  transformCheckout,
  transformCheckoutCompleted,
  transformCheckoutTemplate,
  transformFulfillments,
  transformOrder,
  transformOrderAction,
  transformTemplateUsed,
  transformTip,
} from './ecom-transforms.ts';
import { type VerifyOptions, verifyJwt } from './jwt.ts';
import {
  transformCartAbandoned,
  transformCartRecovered,
  transformInventory,
  transformProduct,
  transformRibbon,
} from './transforms.ts';
import { type DropcartEvent, EVENT_TYPES, type EventIdentity, type EventMetadata } from './types.ts';

export interface WebhookEnvelope {
  instanceId?: string;
  eventType: string;
  /** The event body, parsed from its JSON string. */
  body: Record<string, unknown>;
  identity?: EventIdentity;
  accountInfo?: { accountId?: string; parentAccountId?: string; siteId?: string };
}

const parseJson = (text: unknown, what: string): unknown => {
  if (typeof text !== 'string') throw new EventError(`Unexpected type of ${what}`, 'MALFORMED_EVENT');
  try {
    return JSON.parse(text);
  } catch (cause) {
    throw new EventError(`${what} is not JSON`, 'MALFORMED_EVENT', { cause });
  }
};

/** Verifies the JWT and unwraps its `data` claim (a JSON string whose `data` is itself a JSON string). */
export async function verifyWebhook(
  jwt: string,
  publicKey: string,
  options?: VerifyOptions,
): Promise<WebhookEnvelope> {
  const claims = await verifyJwt(jwt, publicKey, options);
  const outer = parseJson(claims.data, 'JWT data') as Record<string, unknown>;
  if (typeof outer?.eventType !== 'string')
    throw new EventError('The event has no eventType', 'MALFORMED_EVENT');
  const body = parseJson(outer.data, 'event data');
  if (typeof body !== 'object' || body === null)
    throw new EventError('The event body is not an object', 'MALFORMED_EVENT');
  const envelope: WebhookEnvelope = { eventType: outer.eventType, body: body as Record<string, unknown> };
  if (typeof outer.instanceId === 'string') envelope.instanceId = outer.instanceId;
  if (outer.identity !== undefined)
    envelope.identity = parseJson(outer.identity, 'event identity') as EventIdentity;
  if (typeof outer.accountInfo === 'object' && outer.accountInfo !== null)
    envelope.accountInfo = outer.accountInfo as NonNullable<WebhookEnvelope['accountInfo']>;
  return envelope;
}

const ENVELOPE_KEYS = ['instanceId', 'identity', 'accountInfo'] as const;
const EVENT_KEYS = new Set(['createdEvent', 'updatedEvent', 'deletedEvent', 'actionEvent']);

function metadataOf(envelope: WebhookEnvelope, domain: boolean): EventMetadata {
  const metadata: EventMetadata = {};
  for (const key of ENVELOPE_KEYS)
    if (envelope[key] !== undefined) Object.assign(metadata, { [key]: envelope[key] });
  if (domain)
    for (const [key, value] of Object.entries(envelope.body)) if (!EVENT_KEYS.has(key)) metadata[key] = value;
  const eventTime = toDate(metadata.eventTime);
  if (eventTime) metadata.eventTime = eventTime;
  else delete metadata.eventTime;
  return metadata;
}

/** modifiedFields uses flattened paths ("media.main.image"); give each value the entity's transform. */
function transformModified(modified: Record<string, unknown>, transform: (entity: unknown) => void) {
  for (const [path, value] of Object.entries(modified)) {
    const holder: Record<string, unknown> = {};
    let cursor = holder;
    const parts = path.split('.');
    parts.forEach((part, i) => {
      if (i === parts.length - 1) cursor[part] = value;
      else cursor = cursor[part] = {} as Record<string, unknown>;
    });
    transform(holder);
    let out: unknown = holder;
    for (const part of parts) out = (out as Record<string, unknown> | undefined)?.[part];
    modified[path] = out;
  }
}

function domainEvent(
  envelope: WebhookEnvelope,
  transform: (entity: unknown) => void,
): Record<string, unknown> {
  const b = envelope.body as Record<string, Record<string, unknown> | undefined>;
  const metadata = metadataOf(envelope, true);
  if (b.createdEvent) {
    transform(b.createdEvent.entity);
    return { entity: b.createdEvent.entity, metadata };
  }
  if (b.updatedEvent) {
    transform(b.updatedEvent.currentEntity);
    const out: Record<string, unknown> = { entity: b.updatedEvent.currentEntity, metadata };
    const modified = b.updatedEvent.modifiedFields;
    if (typeof modified === 'object' && modified !== null) {
      transformModified(modified as Record<string, unknown>, transform);
      out.modifiedFields = modified;
    }
    return out;
  }
  if (b.deletedEvent) {
    if (b.deletedEvent.deletedEntity === undefined) return { metadata };
    transform(b.deletedEvent.deletedEntity);
    return { entity: b.deletedEvent.deletedEntity, metadata };
  }
  throw new EventError(
    `${envelope.eventType} carries no created, updated or deleted event`,
    'MALFORMED_EVENT',
  );
}

/** An action event (order approved, checkout completed…): its `actionEvent.body` as `data`, transformed. */
function actionEvent(envelope: WebhookEnvelope, transform: (data: unknown) => void): Record<string, unknown> {
  const action = (envelope.body as { actionEvent?: { body?: unknown } }).actionEvent;
  if (typeof action?.body !== 'object' || action.body === null)
    throw new EventError(`${envelope.eventType} carries no action event body`, 'MALFORMED_EVENT');
  transform(action.body);
  return { data: action.body, metadata: metadataOf(envelope, true) };
}

function legacyEvent(envelope: WebhookEnvelope, transform: (data: unknown) => void): Record<string, unknown> {
  transform(envelope.body);
  return { data: envelope.body, metadata: metadataOf(envelope, false) };
}

// Built on first use: a module-level table with computed keys would keep EVENT_TYPES in every bundle.
let table: Record<string, (envelope: WebhookEnvelope) => Record<string, unknown>> | undefined;
const handlers = () =>
  (table ??= {
    [EVENT_TYPES.productCreated]: (e) => domainEvent(e, transformProduct),
    [EVENT_TYPES.productUpdated]: (e) => domainEvent(e, transformProduct),
    [EVENT_TYPES.productDeleted]: (e) => domainEvent(e, transformProduct),
    [EVENT_TYPES.ribbonCreated]: (e) => domainEvent(e, transformRibbon),
    [EVENT_TYPES.ribbonUpdated]: (e) => domainEvent(e, transformRibbon),
    [EVENT_TYPES.ribbonDeleted]: (e) => domainEvent(e, transformRibbon),
    [EVENT_TYPES.cartAbandoned]: (e) => legacyEvent(e, transformCartAbandoned),
    [EVENT_TYPES.cartRecovered]: (e) => legacyEvent(e, transformCartRecovered),
    [EVENT_TYPES.inventoryItemChanged]: (e) => legacyEvent(e, transformInventory),
    [EVENT_TYPES.inventoryVariantsChanged]: (e) => legacyEvent(e, transformInventory),
    ...commerceHandlers(),
  });

/** The commerce change events (ecom-transforms.ts): domain events of their entity, and action events. */
function commerceHandlers(): Record<string, (envelope: WebhookEnvelope) => Record<string, unknown>> {
  const T = EVENT_TYPES;
  const domain = (transform: (entity: unknown) => void, ...types: string[]) =>
    Object.fromEntries(types.map((type) => [type, (e: WebhookEnvelope) => domainEvent(e, transform)]));
  const action = (transform: (data: unknown) => void, ...types: string[]) =>
    Object.fromEntries(types.map((type) => [type, (e: WebhookEnvelope) => actionEvent(e, transform)]));
  return {
    ...domain(transformCart, T.cartCreated, T.cartUpdated, T.cartDeleted),
    ...domain(transformCheckout, T.checkoutCreated, T.checkoutUpdated, T.checkoutDeleted),
    ...action(transformCheckoutCompleted, T.checkoutCompleted),
    ...domain(transformOrder, T.orderCreated, T.orderUpdated),
    ...action(
      transformOrderAction,
      T.orderApproved,
      T.orderCanceled,
      T.orderCommitted,
      T.orderFulfilled,
      T.orderImported,
      T.orderImportedOrderDeleted,
      T.orderPaymentStatusUpdated,
    ),
    ...domain(
      transformCheckoutTemplate,
      T.checkoutTemplateCreated,
      T.checkoutTemplateUpdated,
      T.checkoutTemplateDeleted,
    ),
    ...action(transformTemplateUsed, T.checkoutTemplateUsed),
    ...domain(transformFulfillments, T.fulfillmentsUpdated),
    ...domain(transformTip, T.tipCreated, T.tipUpdated, T.tipDeleted),
  };
}

/** The envelope as a typed event; an event type this client does not handle is an EventError. */
export function decodeEvent(envelope: WebhookEnvelope): DropcartEvent {
  const handler = handlers()[envelope.eventType];
  if (!handler)
    throw new EventError(
      `Unexpected event type: ${envelope.eventType}. Expected one of: ${Object.keys(handlers()).join(', ')}`,
      'UNKNOWN_EVENT_TYPE',
    );
  return { type: envelope.eventType, ...handler(envelope) } as DropcartEvent;
}

/** Verifies a webhook body (the JWT text) and decodes it in one step. */
export async function processWebhook(
  jwt: string,
  publicKey: string,
  options?: VerifyOptions,
): Promise<DropcartEvent> {
  return decodeEvent(await verifyWebhook(jwt, publicKey, options));
}
