'use client'

import CommandPalette from '@/features/palette/command-palette'
import { outputToolsSource } from '@/features/palette/output-tools-source'
import { pagesSource } from '@/features/palette/pages-source'
import { pastPromptsSource, presetsSource } from '@/features/palette/reuse-sources'
import type { PaletteSource } from '@/features/palette/model/palette-source'

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

export default function StudioPalette({
  onClose,
  takeTyped,
}: {
  onClose: () => void
  takeTyped: () => string
}) {
  return <CommandPalette sources={PALETTE_SOURCES} onClose={onClose} takeTyped={takeTyped} />
}
