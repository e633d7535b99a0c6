// The emulator's control endpoints over real HTTP, as a developer would call them.
import { seedProductId } from '../../../demo/platform/seed/products.ts';
import { controlFetch } from '../../support/platform.ts';

/** Seeded products the journeys use (ids are derived from the slugs; docs/emulator.md). */
export const PRODUCTS = {
  mug: { id: seedProductId('classic-white-mug'), name: 'Classic White Mug', price: 12 },
  print: { id: seedProductId('abstract-shapes-print'), name: 'Abstract Shapes Print', price: 35 },
  poster: { id: seedProductId('city-grid-poster'), name: 'City Grid Poster', price: 22 },
  tote: { id: seedProductId('canvas-tote-bag'), name: 'Canvas Tote Bag', price: 18 },
  socks: { id: seedProductId('wool-socks'), name: 'Wool Socks', price: 14 },
  beanie: { id: seedProductId('striped-beanie'), name: 'Striped Beanie', price: 20 },
  /** A mandatory choice modifier, Grind (Whole bean/Espresso/Filter). */
  coffee: { id: seedProductId('house-blend-coffee'), name: 'House Blend Coffee', price: 14 },
  /** An optional swatch modifier, Thread: Gold and Indigo add $3. */
  embroidered: { id: seedProductId('embroidered-tote'), name: 'Embroidered Tote', price: 20 },
} as const;

export interface Mail {
  to: string;
  subject: string;
  text: string;
  data: Record<string, string>;
}

export async function readOutbox(api: string): Promise<Mail[]> {
  const response = await controlFetch(api, '/_emulator/outbox');
  if (!response.ok) throw new Error(`GET /_emulator/outbox answered ${response.status}`);
  return ((await response.json()) as { mails: Mail[] }).mails;
}

/** The newest mail to `to` that carries a `data.code` (verification or second factor). */
export async function latestCode(api: string, to: string): Promise<string> {
  const mail = (await readOutbox(api)).filter((m) => m.to === to && m.data.code).at(-1);
  if (!mail) throw new Error(`no mail with a code for ${to} in the outbox`);
  return mail.data.code!;
}

export { setStock } from '../../support/stock.ts';
