'use client'

import CommandPalette from '@/components/palette/command-palette'
import { outputToolsSource } from '@/components/palette/output-tools-source'
import { pagesSource } from '@/components/palette/pages-source'
import { pastPromptsSource, presetsSource } from '@/components/palette/reuse-sources'
import type { PaletteSource } from '@/lib/palette/palette-source'

/**
 * The palette's sources, in the order their groups show: the frame picks them from the features
 * that offer commands (a feature never reaches into another's folder, the frame may). This file
 * loads with the palette, on its first opening, so none of it weighs on a page's first load.
 */
const PALETTE_SOURCES: readonly PaletteSource[] = [
  outputToolsSource,
  pagesSource,
  presetsSource,
  pastPromptsSource,
]

export default function StudioPalette({ onClose }: { onClose: () => void }) {
  return <CommandPalette sources={PALETTE_SOURCES} onClose={onClose} />
}
