// What the drawer draws or plays only after its first cart has painted, in one chunk (drawer-later-hook.ts):
// the coupon's form under the lines and the exit played on closing. Neither is in the first cart's frame
// (design.md §4: nothing on the way to the first cart that it does not draw).
export { CouponForm } from './CouponForm.tsx';
export { default as exitCss } from './drawer-exit.css?inline';
export { playExit } from './drawer-exit.ts';
