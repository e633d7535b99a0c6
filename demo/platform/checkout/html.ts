// Small helpers for the hosted pages: every interpolated value goes through `esc`.

export const esc = (value: unknown): string =>
  String(value ?? '').replace(
    /[&<>"'`]/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;', '`': '&#96;' })[c]!,
  );

/** A whole page; `body` must already be escaped. */
export const page = (title: string, body: string): string => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)}</title>
<style>
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0; background: #f6f5f2; color: #222; }
  main { max-width: 640px; margin: 32px auto; background: #fff; padding: 24px 28px; border-radius: 12px; box-shadow: 0 1px 4px #0002; }
  h1 { font-size: 1.5rem; margin-top: 0; }
  table { width: 100%; border-collapse: collapse; }
  td, th { padding: 6px 4px; text-align: left; border-bottom: 1px solid #eee; }
  td.num, th.num { text-align: right; }
  img { width: 48px; height: 48px; border-radius: 6px; vertical-align: middle; }
  fieldset { border: 1px solid #ddd; border-radius: 8px; margin: 16px 0; }
  label { display: block; margin: 6px 0; }
  input[type=email], select { font: inherit; padding: 6px; width: 100%; box-sizing: border-box; }
  button { font: inherit; padding: 10px 18px; border: 0; border-radius: 8px; background: #1f6f43; color: #fff; cursor: pointer; }
  button.secondary { background: #666; }
  .error { color: #a4161a; background: #fdecea; padding: 8px 12px; border-radius: 8px; }
  .total { font-weight: 700; }
</style>
</head>
<body><main>${body}</main></body>
</html>`;
