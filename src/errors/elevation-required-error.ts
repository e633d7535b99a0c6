import { DropcartError } from './dropcart-error.ts';

/**
 * A merchant-only call on a storefront client, which has no API key: merchant catalog data, or custom line
 * items (refused by the platform; `cause` is its answer, `instead` says what works).
 */
export class ElevationRequiredError extends DropcartError {
  override name = 'ElevationRequiredError';

  constructor(operation: string, options?: { instead?: string; cause?: unknown }) {
    super(
      `${operation} needs an elevated client: createAdminClient({ apiKey }) from 'dropcart/admin' (server side only, never in a browser)${options?.instead ? `; ${options.instead}` : ''}`,
      'ELEVATION_REQUIRED',
      options?.cause === undefined ? undefined : { cause: options.cause },
    );
  }
}
