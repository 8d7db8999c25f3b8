import { FORM_WORDS, formHref } from '@/lib/workspace-sync/form-href'
import type { PaletteCommand, PaletteSource } from '@/features/palette/model/palette-source'
import { usePresets } from '@/lib/workspace-sync/presets'
import { usePromptHistory } from '@/lib/workspace-sync/prompt-history'

/** How much of a past prompt a row shows: the palette is a list, not a reader. */
const SHOWN_CHARS = 90
const shortened = (text: string) =>
  text.length > SHOWN_CHARS ? `${text.slice(0, SHOWN_CHARS - 1).trimEnd()}…` : text

/** Apply a preset: opens its form with it applied (forms no page opens from a link are left out). */
export const presetsSource: PaletteSource = {
  id: 'presets',
  heading: 'Apply a preset',
  useCommands: () =>
    usePresets().presets.flatMap((preset): PaletteCommand[] => {
      const href = formHref(preset.form, 'preset', preset.id)
      if (!href) return []
      return [
        {
          id: preset.id,
          label: preset.name,
          keywords: ['preset', FORM_WORDS[preset.form], preset.prompt],
          hint: FORM_WORDS[preset.form],
          perform: { href },
        },
      ]
    }),
}

/** Find a past prompt: searched on the server as it is typed, opened in the form it came from. */
export const pastPromptsSource: PaletteSource = {
  id: 'past-prompts',
  heading: 'Past prompts',
  useCommands: (query) =>
    usePromptHistory({ search: query, enabled: query.trim().length > 1 }).entries.flatMap(
      (entry): PaletteCommand[] => {
        const href = formHref(entry.form, 'history', entry.id)
        if (!href) return []
        return [
          {
            id: entry.id,
            label: shortened(entry.prompt),
            // Found by its words: the server already matched them.
            keywords: [query],
            hint: FORM_WORDS[entry.form],
            perform: { href },
          },
        ]
      },
    ),
}
