// A tiny cookie-keeping HTTP client that behaves like a browser tab on the hosted pages: it keeps the
// emulator's cookie and lets each test follow redirects step by step.

export interface Step {
  status: number;
  location: string | null;
  setCookie: string | null;
  text: string;
  json: Record<string, unknown>;
  headers: Headers;
}

export class Tab {
  cookie = '';

  constructor(private readonly base: string) {}

  async get(url: string, headers: Record<string, string> = {}): Promise<Step> {
    return this.send(url, { method: 'GET', headers });
  }

  /** Submits a hosted form the way forms.js does: the fields as JSON. */
  async submit(path: string, fields: Record<string, string>): Promise<Step> {
    return this.send(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(fields),
    });
  }

  private async send(url: string, init: { method: string; headers: Record<string, string>; body?: string }) {
    const target = url.startsWith('http') ? url : this.base + url;
    const response = await fetch(target, {
      ...init,
      redirect: 'manual',
      headers: { ...init.headers, ...(this.cookie ? { cookie: this.cookie } : {}) },
    });
    const setCookie = response.headers.get('set-cookie');
    if (setCookie) {
      const [pair] = setCookie.split(';');
      this.cookie = /Max-Age=0/.test(setCookie) ? '' : (pair ?? '');
    }
    const text = await response.text();
    let json: Record<string, unknown> = {};
    if (response.headers.get('content-type')?.includes('json'))
      json = JSON.parse(text) as Record<string, unknown>;
    return {
      status: response.status,
      location: response.headers.get('location'),
      setCookie,
      text,
      json,
      headers: response.headers,
    };
  }
}

/** The value of a hidden input in a page. */
export const hiddenValue = (html: string, name: string): string | undefined =>
  html.match(new RegExp(`name="${name}" value="([^"]*)"`))?.[1]?.replace(/&amp;/g, '&');

/** The fragment (or query) values of a redirect to the app. */
export const answerOf = (location: string | null, from: 'hash' | 'query' = 'hash') => {
  const url = new URL(location ?? 'about:blank');
  return Object.fromEntries(new URLSearchParams(from === 'hash' ? url.hash.slice(1) : url.search));
};

const decodeEntities = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The data-* attributes the web_message page hands to its script. */
export function webMessageOf(html: string): { targetOrigin?: string; message?: Record<string, string> } {
  const target = html.match(/data-target-origin="([^"]*)"/)?.[1];
  const message = html.match(/data-message="([^"]*)"/)?.[1];
  return {
    ...(target ? { targetOrigin: decodeEntities(target) } : {}),
    ...(message ? { message: JSON.parse(decodeEntities(message)) as Record<string, string> } : {}),
  };
}
