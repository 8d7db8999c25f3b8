import { generationLabel } from '@/components/media/generation-source'
import { splitStemsHref, toolHref } from '@/components/media/tool-links'
import { useToolFacts } from '@/components/media/use-tool-facts'
import { useCurrentOutput } from '@/lib/media/current-output'
import type { PaletteCommand, PaletteSource } from '@/features/palette/model/palette-source'
import { TOOL_NAMES, toolVerdicts } from '@/lib/media/tools'

/**
 * Every tool that applies to the output the page has open (the gallery's detail), the same rules
 * as its Tools section; nothing is offered when no output is open or none applies.
 */
export const outputToolsSource: PaletteSource = {
  id: 'output-tools',
  heading: 'Run on the open output',
  useCommands: () => {
    const current = useCurrentOutput()
    const facts = useToolFacts()
    if (!current || facts.loading || current.generation.isPremiumOrder) return []
    const { generation, output } = current
    const title = generationLabel({
      id: generation.id,
      prompt: generation.prompt,
      model: generation.model,
    })
    const from = { generationId: generation.id, outputId: output.id }
    const commands: PaletteCommand[] = toolVerdicts(generation, output, facts)
      .filter((verdict) => verdict.applies)
      .map((verdict) => ({
        id: verdict.tool,
        label: `${TOOL_NAMES[verdict.tool]}: ${title}`,
        keywords: ['tool', 'run'],
        perform: { href: toolHref(verdict.tool, from) },
      }))
    if (output.kind === 'audio' && output.originalUrl) {
      commands.push({
        id: 'split-stems',
        label: `Split into stems: ${title}`,
        keywords: ['tool', 'run', 'vocals', 'instrumental'],
        perform: { href: splitStemsHref(output.originalUrl, generation.id) },
      })
    }
    return commands
  },
}
