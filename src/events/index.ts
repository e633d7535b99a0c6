export { decodeEvent, processWebhook, verifyWebhook, type WebhookEnvelope } from './decode.ts';
export { type VerifyOptions, verifyJwt } from './jwt.ts';
export * from './types.ts';
