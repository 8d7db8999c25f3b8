import { DUBBING_MAX_LANGUAGES } from '@/lib/api/dubbing'
import { languageName } from '@/lib/media/languages'

export interface DubbingChoice {
  targets: readonly string[]
  source: string | null
}

/** Why a dubbing choice cannot be sent, or null (checked before the click, as the service does). */
export function dubbingProblem({ targets, source }: DubbingChoice): string | null {
  if (targets.length === 0) return 'Choose at least one language to dub into.'
  if (targets.length > DUBBING_MAX_LANGUAGES)
    return `Choose at most ${DUBBING_MAX_LANGUAGES} languages per dub.`
  if (source && targets.includes(source))
    return `${languageName(source)} is the source language, so it cannot also be a target: remove it from the targets or choose another source language.`
  return null
}

/** Credits of a dub: the catalog's price per language times the number of languages. */
export const dubbingCost = (pricePerLanguage: number, count: number) => pricePerLanguage * count
