/** The one error type of the API client: `status` 0 means the request never got an answer. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  /** For `validation_failed`: field name -> translation key (namespace `validation`). */
  readonly fields: Readonly<Record<string, string>>;
  /** When the server said when to try again (`Retry-After` of a 429 or 503), in seconds. */
  readonly retryAfterSeconds: number | undefined;

  constructor(status: number, code: string, message: string, fields: Record<string, string> = {}, retryAfterSeconds?: number) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}
