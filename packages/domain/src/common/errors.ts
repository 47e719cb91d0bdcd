/**
 * The one error type of Vitrina. `message` is the Spanish text the user sees (from the spec's
 * catalogue), `code` is a stable machine code, `status` the HTTP status the server answers.
 */
export class AppError extends Error {
  constructor(
    public readonly code: string,
    public readonly status: number,
    message: string,
    public readonly details?: unknown,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/** Error body every API error answers with. */
export interface ErrorBody {
  statusCode: number;
  code: string;
  message: string;
  details?: unknown;
}
