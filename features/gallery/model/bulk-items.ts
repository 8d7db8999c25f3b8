import type { AssetCreateRequest } from '@/lib/api/assets'
import { nameFromFilename } from '@/lib/media/asset-name'
import type { ChosenOutput } from '@/lib/media/chosen-outputs'

/**
 * The add-by-URL requests that save outputs to the asset library (docs/service-contract.md §4.8):
 * a free name each, made from the title, and `shared` for team members (true: the team library).
 */
export function assetRequestsOf(
  outputs: readonly ChosenOutput[],
  library: 'personal' | 'team',
  hasTeam: boolean,
  taken: ReadonlySet<string>,
): AssetCreateRequest[] {
  const names = new Set(taken)
  return outputs.map(({ output, title }) => {
    const name = nameFromFilename(title, names)
    names.add(name)
    return { name, url: output.originalUrl!, ...(hasTeam ? { shared: library === 'team' } : {}) }
  })
}
