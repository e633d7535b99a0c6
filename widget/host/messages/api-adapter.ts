import { UsageError } from '../../../src/index.ts';
import type { AddRequest, DropcartApi } from '../../api.ts';
import { type BridgedApi, createMessageBridge, type MessageBridgeOptions } from './bridge.ts';

/** A payload field, or a UsageError that becomes the frame's error answer. */
function field<T>(payload: unknown, name: string, type: 'string' | 'number'): T {
  const value =
    typeof payload === 'object' && payload !== null ? (payload as Record<string, unknown>)[name] : undefined;
  if (typeof value !== type) throw new UsageError(`payload.${name} must be a ${type}`);
  return value as T;
}

/**
 * The widget's API in the shape the postMessage bridge calls: one payload object per request
 * (`{lineId, quantity}`, `{code}`, …) instead of positional arguments. docs/embedding.md lists them.
 */
export function bridgedApi(api: DropcartApi): BridgedApi {
  const on = api.on as (event: string, listener: (detail: unknown) => void) => Promise<void>;
  const off = api.off as (event: string, listener: (detail: unknown) => void) => Promise<void>;
  return {
    add: (payload?: unknown) => api.add(payload as AddRequest),
    setQuantity: (payload?: unknown) =>
      api.setQuantity(field(payload, 'lineId', 'string'), field(payload, 'quantity', 'number')),
    remove: (payload?: unknown) => api.remove(field(payload, 'lineId', 'string')),
    applyCoupon: (payload?: unknown) => api.applyCoupon(field(payload, 'code', 'string')),
    removeCoupon: () => api.removeCoupon(),
    open: () => api.open(),
    close: () => api.close(),
    getCart: () => api.getCart(),
    getSession: () => api.getSession(),
    login: (payload?: unknown) =>
      api.login({
        hosted:
          typeof payload === 'object' &&
          payload !== null &&
          (payload as { hosted?: unknown }).hosted === true,
      }),
    logout: () => api.logout(),
    checkout: () => api.checkout(),
    on: (event, listener) => void on(event, listener),
    // The bridge's teardown runs after destroy(), when the API refuses every call: nothing is left to hear.
    off: (event, listener) => void off(event, listener).catch(() => undefined),
  };
}

/** The message bridge in front of the widget's API (when-asked.ts loads this module, and the bridge with it). */
export function bridgeApi(api: DropcartApi, options: Omit<MessageBridgeOptions, 'api'>) {
  return createMessageBridge({ ...options, api: bridgedApi(api) });
}
