/**
 * The models a `model_disabled` answer offers instead (docs/service-contract.md §7.2: "hint lists V4, V4_5, …"): its
 * `valid_values` when present, else the ids its hint names; only ids the catalog lists, so each
 * can be picked in one click.
 */
export function disabledModelAlternatives(
  body: Record<string, unknown> | null,
  catalogIds: readonly string[],
): string[] {
  const listed = Array.isArray(body?.valid_values)
    ? body.valid_values.filter((v): v is string => typeof v === 'string')
    : []
  const hint = typeof body?.hint === 'string' ? body.hint : ''
  const named = listed.length ? listed : hint.split(/[^A-Za-z0-9_.+-]+/).filter(Boolean)
  const known = new Set(catalogIds)
  return [...new Set(named)].filter((id) => known.has(id))
}
