/** The header the studio server names each request by (see lib/server/request-context.ts). */
export const REQUEST_ID_HEADER = 'x-request-id'

/** An HTTP error from the studio's `/api` routes: the spec's error body, passed through. */
export class ApiError extends Error {
  readonly code: string | undefined

  constructor(
    readonly status: number,
    readonly body: Record<string, unknown> | null,
    /** The studio's `x-request-id` for the request, quoted in the message the user sees. */
    readonly requestId: string | null = null,
    /**
     * Who refused: the service (its codes are translated into the studio's words) or one of the
     * studio's own routes, whose `message` is already the studio's words (a workspace's
     * `name_taken` is a preset's or a board's name, not an asset's).
     */
    readonly refusedBy: 'service' | 'studio' = 'service',
  ) {
    const code = typeof body?.error === 'string' ? body.error : undefined
    const message =
      (typeof body?.message === 'string' && body.message) ||
      (typeof body?.detail === 'string' && body.detail) ||
      // Never a status code: a refusal without words is still said in words.
      'The studio could not do this just now.'
    super(message)
    this.name = 'ApiError'
    this.code = code
  }

  get isNotConnected(): boolean {
    return this.status === 401
  }
}

/** An answer its contract refuses: said in words, never as the schema's issues. */
export class UnreadableAnswer extends Error {
  constructor() {
    super('The studio got an answer it could not read.')
    this.name = 'UnreadableAnswer'
  }
}
