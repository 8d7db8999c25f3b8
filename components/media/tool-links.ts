import type { ToolId } from '@/lib/media/tools'

/** The tools page with a tool chosen and a gallery output as its source. */
export function toolHref(tool: ToolId, from: { generationId: string; outputId?: string }): string {
  const query = new URLSearchParams({ tool, from: from.generationId })
  if (from.outputId) query.set('output', from.outputId)
  return `/tools?${query}`
}

/** The audio page's stem splitter with this audio as its input. */
export function splitStemsHref(audioUrl: string, generationId: string): string {
  return `/audio?split=${encodeURIComponent(audioUrl)}&from=${encodeURIComponent(generationId)}`
}
