import { DropcartError } from './dropcart-error.ts';

/** A merchant-only call (catalog writes, external login) on a client created without `apiKey`. */
export class ElevationRequiredError extends DropcartError {
  override name = 'ElevationRequiredError';

  constructor(operation: string) {
    super(
      `${operation} needs an elevated client: pass the merchant API key as createClient({ apiKey }) (server side only, never in a browser)`,
      'ELEVATION_REQUIRED',
    );
  }
}
