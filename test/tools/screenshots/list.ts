// The pictures in docs/screenshots: what `npm run screenshots` writes, and the only pictures README and
// docs/ may show (test/tools/screenshots.test.ts). Each is one whole viewport at device scale 1.

export const DESKTOP = { width: 1280, height: 800 } as const;
export const PHONE = { width: 375, height: 740 } as const;

export type ShotName =
  | 'cart'
  | 'cart-dark'
  | 'cart-german'
  | 'cart-hebrew'
  | 'cart-phone'
  | 'options-popover'
  | 'options-popover-phone'
  | 'sign-in'
  | 'member-menu'
  | 'cards-grid'
  | 'cards-rows';

export interface Shot {
  name: ShotName;
  viewport: { width: number; height: number };
}

export const SHOTS: readonly Shot[] = [
  { name: 'cart', viewport: DESKTOP },
  { name: 'cart-dark', viewport: DESKTOP },
  { name: 'cart-german', viewport: DESKTOP },
  { name: 'cart-hebrew', viewport: DESKTOP },
  { name: 'cart-phone', viewport: PHONE },
  { name: 'options-popover', viewport: DESKTOP },
  { name: 'options-popover-phone', viewport: PHONE },
  { name: 'sign-in', viewport: DESKTOP },
  { name: 'member-menu', viewport: DESKTOP },
  { name: 'cards-grid', viewport: DESKTOP },
  { name: 'cards-rows', viewport: DESKTOP },
];

/** Where the pictures live, from the repository's root. */
export const SCREENSHOTS_DIR = 'docs/screenshots';
