// The hosted pages' static files. Served from the emulator's origin so the pages need no inline script.
import type { RawReply, Route } from '../http/router.ts';

/** Submits `form[data-json-form]` as JSON; the answer is `{next}` (navigate), `{message}` or a platform error. */
const FORMS_JS = `'use strict';
for (const form of document.querySelectorAll('form[data-json-form]')) {
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const alert = form.querySelector('[role="alert"]');
    const button = event.submitter ?? form.querySelector('button[type="submit"]');
    const action = button?.getAttribute('formaction') ?? form.getAttribute('action');
    alert.textContent = '';
    button.disabled = true;
    try {
      const response = await fetch(action, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(Object.fromEntries(new FormData(form))),
        credentials: 'same-origin',
      });
      const answer = await response.json();
      if (response.ok && answer.next) return window.location.assign(answer.next);
      alert.textContent = answer.message ?? 'Something went wrong.';
      alert.dataset.kind = response.ok ? 'info' : 'error';
    } catch {
      alert.textContent = 'The store could not be reached. Try again.';
      alert.dataset.kind = 'error';
    } finally {
      button.disabled = false;
    }
  });
}
`;

/**
 * Posts the authorization answer to the window that opened the flow: the parent frame (silent sign-in) or the
 * opener (popup), only to the origin the server put in data-target-origin, never '*'.
 */
const WEB_MESSAGE_JS = `'use strict';
const { targetOrigin, message } = document.body.dataset;
const target = window.parent !== window ? window.parent : window.opener;
if (target && targetOrigin && message) target.postMessage(JSON.parse(message), targetOrigin);
`;

const CSS = `:root{font-family:system-ui,sans-serif;color:#1d2327;background:#f4f5f7}
main{max-width:26rem;margin:3rem auto;padding:2rem;background:#fff;border-radius:.75rem;box-shadow:0 1px 4px #0002}
.brand{margin:0;color:#667;font-size:.85rem;text-transform:uppercase;letter-spacing:.05em}
h1{font-size:1.4rem;margin:.3rem 0 1.2rem}
label{display:block;margin:.8rem 0;font-weight:600}
input{display:block;box-sizing:border-box;width:100%;margin-top:.3rem;padding:.6rem;font:inherit;border:1px solid #99a;border-radius:.4rem}
input:focus,button:focus,a:focus{outline:3px solid #2563eb;outline-offset:2px}
button{padding:.6rem 1.2rem;font:inherit;font-weight:600;color:#fff;background:#1d4ed8;border:0;border-radius:.4rem;cursor:pointer}
button.secondary{color:#1d4ed8;background:none;border:1px solid #1d4ed8;margin-left:.5rem}
button:disabled{opacity:.6}
.alert{color:#b00020;min-height:1.2em}
.alert[data-kind="info"]{color:#14532d}
nav a{margin-right:.8rem}
table{width:100%;border-collapse:collapse}th,td{text-align:left;padding:.4rem;border-bottom:1px solid #dde}
`;

const asset = (type: string, body: string): RawReply => ({
  raw: true,
  status: 200,
  headers: { 'content-type': `${type}; charset=utf-8`, 'cache-control': 'no-cache' },
  body,
});

export const assetRoutes: Route[] = [
  { method: 'GET', path: '/_hosted/assets/forms.js', handler: () => asset('text/javascript', FORMS_JS) },
  {
    method: 'GET',
    path: '/_hosted/assets/web-message.js',
    handler: () => asset('text/javascript', WEB_MESSAGE_JS),
  },
  { method: 'GET', path: '/_hosted/assets/hosted.css', handler: () => asset('text/css', CSS) },
];
