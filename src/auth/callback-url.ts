// Reading the answer of a redirect sign-in from the address (protocol §4.4): synchronous and small, so it
// stays with the client's core while the rest of the OAuth flow is loaded on demand (identity-calls.ts).

export interface CallbackParams {
  code?: string;
  state?: string;
  error?: string;
  errorDescription?: string;
}

/** Reads code, state, error and error_description from the fragment (default) or the query of `url`. */
export function parseFromUrl(url: string, responseMode: 'fragment' | 'query' = 'fragment'): CallbackParams {
  const parsed = new URL(url);
  const params = new URLSearchParams(
    responseMode === 'query' ? parsed.search : parsed.hash.replace(/^#/, ''),
  );
  const out: CallbackParams = {};
  const code = params.get('code');
  const state = params.get('state');
  const error = params.get('error');
  const errorDescription = params.get('error_description');
  if (code !== null) out.code = code;
  if (state !== null) out.state = state;
  if (error !== null) out.error = error;
  if (errorDescription !== null) out.errorDescription = errorDescription;
  return out;
}
