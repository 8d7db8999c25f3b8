/**
 * Reads an answer to its end and drops it, for a call that only needs the status. Chromium keeps a
 * request open until its body is read, and a page with a request open never looks finished
 * (docs/architecture.md, "A page must look finished").
 */
export async function discardBody(response: Response | null | undefined): Promise<void> {
  await response?.arrayBuffer().catch(() => null)
}
