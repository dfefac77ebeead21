// The one error every request helper throws. Its message is already the text the spec's catalogue shows for
// that answer, so a screen displays `error.message` and never looks at the status itself.
/** `http`: the server answered a non-2xx status; `network`: no answer; `invalid`: a 2xx answer off the contract. */
export type ApiFailureKind = 'http' | 'network' | 'invalid';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** The HTTP status, or 0 when no answer arrived. */
  readonly status: number;
  readonly kind: ApiFailureKind;
  /** The server's own `error` text, when it sent one. */
  readonly serverText: string | undefined;
  /**
   * The answer's body: a refusal naming a person or a course has its code and values there (ErrorBody), read by
   * `refusalOf` (refusal-values.ts) where the text is written in the page's language, off the first load.
   */
  readonly body: unknown;

  constructor(
    message: string,
    options: {
      status: number;
      kind: ApiFailureKind;
      serverText?: string | undefined;
      body?: unknown;
    },
  ) {
    super(message);
    this.status = options.status;
    this.kind = options.kind;
    this.serverText = options.serverText;
    this.body = options.body;
  }

  /**
   * The server answered that what was asked for is not there, or not the caller's to see (a row of another
   * course answers 404 as a missing one does): a screen shows its not-found state, never a Retry.
   */
  get isNotFound(): boolean {
    return this.kind === 'http' && this.status === 404;
  }

  /** Worth one more try: no answer, or a fault of the server (5xx). Never a refusal (4xx). */
  get isTransient(): boolean {
    return this.kind === 'network' || this.status >= 500;
  }
}
