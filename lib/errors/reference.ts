/**
 * The request id the studio server answered with, quoted at the end of an error message, so a
 * person reporting the problem can give it and an operator can find the request in the logs.
 */
export function withReference(message: string, requestId: string | null | undefined): string {
  return requestId ? `${message} (reference ${requestId})` : message
}
