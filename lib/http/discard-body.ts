/**
 * Reads an answer to its end and drops it, for a call that only needs the status. Chromium keeps a
 * request open until its body is read, and a page with a request open never looks finished
 * (docs/performance.md, "A page must look finished"). Never throws: an answer already read,
 * aborted or without a body leaves nothing open.
 */
export async function discardBody(response: Response | null | undefined): Promise<void> {
  try {
    await response?.arrayBuffer()
  } catch {
    // Nothing left to read.
  }
}
