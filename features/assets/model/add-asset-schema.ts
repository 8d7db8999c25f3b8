import { z } from 'zod'
import { HttpUrl } from '@/lib/api/common'
import { assetNameProblem } from '@/lib/media/asset-name'
import type { LibraryName } from '@/lib/media/asset-problem'
import { fileProblem, type FileLike, type LibraryRoom } from '@/lib/media/file-check'
import { withAdvice } from '@/lib/errors/problem'

export type AddSource = 'file' | 'url'

export interface AddAssetValues {
  source: AddSource
  file: FileLike | null
  url: string
  name: string
  /** Team accounts must choose (docs/service-contract.md §4.8: `shared` is required for them); '' until they do. */
  library: LibraryName | ''
}

export interface AddAssetRules {
  hasTeam: boolean
  taken: Record<LibraryName, ReadonlySet<string>>
  rooms: Record<LibraryName, LibraryRoom | null>
}

export const emptyAddValues = (source: AddSource = 'file'): AddAssetValues => ({
  source,
  file: null,
  url: '',
  name: '',
  library: '',
})

/** The library the asset goes to: always the personal one without a team. */
export function targetLibrary(
  values: Pick<AddAssetValues, 'library'>,
  hasTeam: boolean,
): LibraryName | null {
  if (!hasTeam) return 'personal'
  return values.library || null
}

/** `shared` as the service wants it: only for team accounts (it is ignored otherwise). */
export function sharedFlag(library: LibraryName, hasTeam: boolean): { shared?: boolean } {
  return hasTeam ? { shared: library === 'team' } : {}
}

/** Everything the browser checks before sending a byte, with the words to show per field. */
export function addAssetSchema(rules: AddAssetRules) {
  return z
    .object({
      source: z.enum(['file', 'url']),
      file: z.custom<FileLike | null>(),
      url: z.string(),
      name: z.string(),
      library: z.enum(['', 'personal', 'team']),
    })
    .superRefine((values, ctx) => {
      const issue = (path: keyof AddAssetValues, message: string) =>
        ctx.addIssue({ code: 'custom', path: [path], message })
      const library = targetLibrary(values, rules.hasTeam)
      if (!library) issue('library', 'Choose the team library or your personal library.')
      if (values.source === 'file') {
        const problem = values.file
          ? fileProblem(values.file, library ? rules.rooms[library] : null)
          : null
        if (!values.file) issue('file', 'Choose a file to add.')
        else if (problem) issue('file', withAdvice(problem))
      } else if (!HttpUrl.safeParse(values.url.trim()).success) {
        issue('url', 'Enter the public http(s) address of an image, video or audio file.')
      }
      const nameProblem = assetNameProblem(values.name, library ? rules.taken[library] : new Set())
      if (nameProblem) issue('name', nameProblem)
    })
}
