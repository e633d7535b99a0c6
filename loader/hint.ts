// No flash of the wrong state: on a reload, the page's bound elements show the last known count, subtotal
// and member from the loader's first frame, before the widget is fetched. The widget keeps them in its
// localStorage hints (widget/cart/cart-hint.ts `{count, subtotal}` as shown, widget/session/hint.ts `{name,
// memberId}`: no token, no e-mail) and corrects the elements once the platform has answered
// (widget/host/bindings.ts). Imports nothing: every byte counts against the loader's 1.5 KB gzip budget.

/** The page's own text of each element the hints changed: the widget puts it back where a hint was wrong. */
export type PageText = Map<Element, string | null>;

type Hint = { count?: string; subtotal?: string; name?: string } | null | undefined;

export function showHints(win: Window, clientId: string): PageText {
  const pageText: PageText = new Map();
  const doc = win.document;
  let cart: Hint;
  let member: Hint;
  try {
    [cart, member] = ['cart', 'member'].map((what) =>
      JSON.parse(win.localStorage[`dropcart:${clientId}:${what}`] || 0),
    );
  } catch {
    // Storage blocked, or a damaged hint: the page's own text stays.
  }
  const texts = [
    ['count', cart?.count],
    ['subtotal', cart?.subtotal],
    ['member-name', member?.name],
  ] as const;
  const apply = () => {
    for (const [key, text] of texts)
      if (text)
        for (const element of doc.querySelectorAll(`[data-dropcart-${key}]`))
          if (!pageText.has(element)) {
            pageText.set(element, element.textContent);
            element.textContent = text;
          }
    if (member)
      for (const element of doc.querySelectorAll('[data-dropcart-session]'))
        element.setAttribute('data-dropcart-signed-in', '');
  };
  apply();
  // A loader in the <head> runs before the body is parsed: elements are shown as the parser adds them,
  // before the frame that paints them (a MutationObserver's callback runs before it). Once the document is
  // parsed, the page's own changes are the widget's to follow.
  new MutationObserver((_, observer) => {
    apply();
    if (doc.readyState !== 'loading') observer.disconnect();
  }).observe(doc, { childList: true, subtree: true });
  return pageText;
}
