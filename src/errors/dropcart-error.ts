/** The base of every error the client throws: a stable string `code`, context in fields, the root in `cause`. */
export class DropcartError extends Error {
  override name = 'DropcartError';
  readonly code: string;

  constructor(message: string, code: string, options?: { cause?: unknown }) {
    super(message, options);
    this.code = code;
  }
}
