import type { Catalog, CatalogEntry, FixedParams } from '../../catalog'
import { apiError, type ApiError } from '../../http/api-error'

/** Family siblings of an entry that fix `param` (excluding the entry itself). */
export function siblingsFixing(
  catalog: Catalog,
  entry: CatalogEntry,
  param: keyof FixedParams,
): CatalogEntry[] {
  const family = entry.model.family ? catalog.family(entry.model.family) : undefined
  return (family?.variants ?? [])
    .filter((id) => id !== entry.model.model_id)
    .map((id) => catalog.entry(id))
    .filter((e): e is CatalogEntry => e?.fixed[param] !== undefined)
}

/**
 * param_ignored_use_variant: the parameter is fixed by the model id. `valid_values` lists the
 * concrete ids to use instead: the variants fixing the requested value, else every variant fixing it.
 */
export function variantRequiredForParam(
  catalog: Catalog,
  entry: CatalogEntry,
  param: keyof FixedParams,
  requested: string,
): ApiError {
  const siblings = siblingsFixing(catalog, entry, param)
  const matching = siblings.filter((e) => e.fixed[param] === requested)
  const ids = (matching.length ? matching : siblings).map((e) => e.model.model_id)
  const id = entry.model.model_id
  return apiError(
    'param_ignored_use_variant',
    `${param} is fixed by the model id '${id}' (${entry.fixed[param]}); choose a variant instead of sending ${param}`,
    {
      param,
      valid_values: ids,
      hint: ids.length
        ? `Send "model": "${ids[0]}" and leave out "${param}"`
        : `Leave out "${param}"`,
    },
  )
}
