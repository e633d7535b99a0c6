import css from './base.css?inline';

export interface ShadowHost {
  root: ShadowRoot;
  /** The element React renders into (also the root for floating-ui portals). */
  container: HTMLDivElement;
  /** Adds a stylesheet to the shadow root (once per text). */
  adopt(css: string): void;
  /** Removes every node we added to the host page. */
  remove(): void;
}

/** Our styles go into the shadow root only: a constructable sheet where supported, else a <style>. */
function adoptStyles(root: ShadowRoot, doc: Document, css: string): () => void {
  const view = doc.defaultView as (Window & typeof globalThis) | null;
  if (view && 'adoptedStyleSheets' in root && typeof view.CSSStyleSheet === 'function') {
    try {
      const sheet = new view.CSSStyleSheet();
      sheet.replaceSync(css);
      root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
      return () => {
        root.adoptedStyleSheets = root.adoptedStyleSheets.filter((s) => s !== sheet);
      };
    } catch {
      // Fall through to a <style> element (older engines without constructable sheets).
    }
  }
  const style = doc.createElement('style');
  style.textContent = css;
  root.append(style);
  return () => style.remove();
}

export function createShadowHost(target: HTMLElement | ShadowRoot | undefined, doc: Document): ShadowHost {
  let created: HTMLElement | undefined;
  let root: ShadowRoot;
  if (!target) {
    created = doc.createElement('dropcart-root');
    doc.body.append(created);
    root = created.attachShadow({ mode: 'open' });
  } else if (target instanceof ShadowRoot || (target as Node).nodeType === 11) {
    root = target as ShadowRoot;
  } else {
    root = (target as HTMLElement).shadowRoot ?? (target as HTMLElement).attachShadow({ mode: 'open' });
  }
  const adopted = new Map<string, () => void>([[css, adoptStyles(root, doc, css)]]);
  const container = doc.createElement('div');
  container.className = 'dropcart';
  // The page's highest z-index unless themed: a sticky header at 2147483647 then ties, and
  // <dropcart-root>, last in <body>, paints above it. Set here, as the CSS minifier rounds this literal.
  container.style.setProperty('z-index', 'var(--dropcart-z-index, 2147483647)');
  root.append(container);
  return {
    root,
    container,
    adopt(text) {
      if (!adopted.has(text)) adopted.set(text, adoptStyles(root, doc, text));
    },
    remove() {
      container.remove();
      for (const removeSheet of adopted.values()) removeSheet();
      created?.remove();
    },
  };
}
