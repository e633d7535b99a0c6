// Kept apart from checkout.ts (loaded on demand): every page load checks for a return from checkout.

/** The order id the platform appends when it sends the shopper back after paying, if any. */
export function takeReturnedOrderId(win: Window): string | undefined {
  const url = new URL(win.location.href);
  const orderId = url.searchParams.get('orderId');
  if (!orderId) return undefined;
  url.searchParams.delete('orderId');
  // Clean the address so a reload does not thank the shopper twice.
  win.history.replaceState(win.history.state, '', url.href);
  return orderId;
}
