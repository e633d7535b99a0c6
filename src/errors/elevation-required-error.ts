import { DropcartError } from './dropcart-error.ts';

/** A merchant-only call (merchant catalog data) on a storefront client, which has no API key. */
export class ElevationRequiredError extends DropcartError {
  override name = 'ElevationRequiredError';

  constructor(operation: string) {
    super(
      `${operation} needs an elevated client: createAdminClient({ apiKey }) from 'dropcart/admin' (server side only, never in a browser)`,
      'ELEVATION_REQUIRED',
    );
  }
}
