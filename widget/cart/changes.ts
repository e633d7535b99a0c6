// What the cart does to what it already holds: a line's quantity and removal (line-changes.ts) and the
// coupons (coupons.ts), in one chunk that changes-on-demand.ts loads once the drawer shows a line.
import { type Coupons, type CouponsDeps, createCoupons } from './coupons.ts';
import { createLineChanges, type LineChanges, type LineChangesDeps } from './line-changes.ts';

export type ChangesDeps = LineChangesDeps & CouponsDeps;
export type Changes = LineChanges & Coupons;

export const createChanges = (deps: ChangesDeps): Changes => ({
  ...createLineChanges(deps),
  ...createCoupons(deps),
});
