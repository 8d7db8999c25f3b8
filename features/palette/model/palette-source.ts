/**
 * The command palette's contents come from sources: each offers commands (go to a page, run a
 * tool on the current output, apply a preset, reuse a past prompt) and the palette lists, filters
 * and runs them. A source with nothing to offer shows nothing: no placeholder rows.
 */
export interface PaletteCommand {
  /** Unique within its source. */
  id: string
  /** What the row says, in words. */
  label: string
  /** More words it is found by (a page's purpose, a tool's other names). */
  keywords?: readonly string[]
  /** A short note beside the label (a price, "current page"). */
  hint?: string
  /** A line under the label (a result's model and date). */
  detail?: string
  /** A small picture before the label (a result's thumbnail); null draws the kind's mark. */
  picture?: { url: string | null; kind: 'image' | 'video' | 'audio' | 'other' }
  /** Where choosing it goes, or what it does. */
  perform: { href: string } | { run: () => void }
}

export interface PaletteSource {
  id: string
  /** The group's heading in the palette. */
  heading: string
  /**
   * A React hook, called while the palette is open: the commands on offer now. `query` is what
   * is typed, for sources that search (past prompts); the palette filters every list by it too.
   */
  useCommands: (query: string) => readonly PaletteCommand[]
  /**
   * The server already matched its commands to what is typed (keys such as `tag:hero` included):
   * the palette shows them as they come instead of filtering them by their words again.
   */
  searched?: boolean
}
