// The hosted pages' shell: escaped interpolation, one stylesheet and external scripts only, so the pages
// also run under a strict Content-Security-Policy.
import { html, type RawReply } from '../http/router.ts';
import type { PlatformConfig } from '../platform.ts';

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for HTML element content and quoted attribute values. */
export const esc = (value: unknown): string => String(value ?? '').replace(/[&<>"']/g, (c) => ENTITIES[c]!);

export interface PageOptions {
  status?: number;
  /** Extra external scripts under /_hosted/assets/. */
  scripts?: string[];
  /** Attributes for <body> (already escaped values are NOT expected: pass raw values). */
  bodyData?: Record<string, string>;
  headers?: Record<string, string | string[]>;
}

/**
 * A complete page. Framing is allowed for the clients' origins only (the silent sign-in runs in an iframe of
 * the store's page; nobody else may frame a password form).
 */
export function page(
  config: PlatformConfig,
  title: string,
  body: string,
  options: PageOptions = {},
): RawReply {
  const scripts = ['forms.js', ...(options.scripts ?? [])]
    .map((name) => `<script src="/_hosted/assets/${esc(name)}" defer></script>`)
    .join('');
  const data = Object.entries(options.bodyData ?? {})
    .map(([key, value]) => ` data-${esc(key)}="${esc(value)}"`)
    .join('');
  const ancestors = ["'self'", ...config.clients.flatMap((c) => c.allowedOrigins)].join(' ');
  const reply = html(
    `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
      `<meta name="viewport" content="width=device-width, initial-scale=1">` +
      `<title>${esc(title)} · Store (emulator)</title>` +
      `<link rel="icon" href="data:,"><link rel="stylesheet" href="/_hosted/assets/hosted.css">${scripts}</head>` +
      `<body${data}><main><p class="brand">Store · local emulator</p><h1>${esc(title)}</h1>${body}</main></body></html>`,
    options.status ?? 200,
    {
      'content-security-policy': `default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; form-action 'self'; frame-ancestors ${ancestors}`,
      'cache-control': 'no-store',
      'referrer-policy': 'no-referrer',
    },
  );
  if (options.headers) reply.headers = { ...reply.headers, ...options.headers };
  return reply;
}

/** A form the forms.js script submits as JSON; `alert` receives the server's error or message. */
export function jsonForm(action: string, fields: string, submit: string, extra = ''): string {
  return (
    `<form method="post" action="${esc(action)}" data-json-form>${fields}` +
    `<p role="alert" class="alert" aria-live="polite"></p>` +
    `<button type="submit">${esc(submit)}</button>${extra}</form>` +
    `<noscript><p class="alert">This page needs JavaScript to submit the form.</p></noscript>`
  );
}

export const hidden = (name: string, value: string): string =>
  `<input type="hidden" name="${esc(name)}" value="${esc(value)}">`;

export function field(
  name: string,
  label: string,
  type: string,
  autocomplete: string,
  attrs = 'required',
): string {
  return `<label>${esc(label)}<input name="${esc(name)}" type="${esc(type)}" autocomplete="${esc(autocomplete)}" ${attrs}></label>`;
}

export const errorPage = (config: PlatformConfig, status: number, title: string, text: string): RawReply =>
  page(config, title, `<p class="alert">${esc(text)}</p>`, { status });
