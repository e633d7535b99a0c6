// The owner's free-shipping threshold (`freeShippingOver`, `data-free-shipping-over`) as the drawer's hint
// (ui/FreeShippingHint.tsx) and the setup doctor (doctor/free-shipping.ts) read it: one rule for both.

/** The threshold in cents, or undefined when it is not a positive amount (the owner's mistake). */
export function thresholdCents(given: number | string | undefined): number | undefined {
  // Number('') and Number(' ') are 0, refused below as any amount that is not positive.
  const value = typeof given === 'number' || typeof given === 'string' ? Number(given) : Number.NaN;
  const cents = Math.round(value * 100);
  return Number.isFinite(cents) && cents > 0 ? cents : undefined;
}

/** The owner's text for a threshold that is not a positive amount. */
export const refusedThreshold = (given: unknown): string =>
  `data-free-shipping-over (freeShippingOver) ${JSON.stringify(given)} is not a positive amount: no free-shipping hint is shown.`;
