import 'server-only'
import { z } from 'zod'
import { Model } from '@/lib/api/models'
import { upstreamJson } from '../upstream'

/** What the index keeps of a model beside its id: its family, its name and what it makes. */
export interface ModelFacts {
  family: string | null
  name: string | null
  type: string | null
}

export interface CatalogFacts {
  of(model: string | null): ModelFacts
  /** Every model id, generation type and family the catalog lists (the slices a read may name). */
  models: readonly string[]
  generationTypes: readonly string[]
}

const PublicCatalog = z.looseObject({ models: z.array(z.unknown()) })

/** The public catalog is read again after this long, or after a minute when it could not be. */
const KEEP_MS = 60 * 60 * 1000
const RETRY_MS = 60 * 1000

const NO_FACTS: ModelFacts = { family: null, name: null, type: null }

export function catalogFactsOf(entries: readonly unknown[]): CatalogFacts {
  const byId = new Map<string, ModelFacts>()
  const types = new Set<string>()
  const ids: string[] = []
  for (const raw of entries) {
    const model = Model.safeParse(raw)
    if (!model.success) continue
    const m = model.data
    byId.set(m.model_id.toLowerCase(), {
      family: m.family ?? m.model_id,
      name: m.display_name ?? null,
      type: m.model_type.toLowerCase(),
    })
    ids.push(m.model_id)
    m.generation_types?.forEach((t) => types.add(t))
  }
  return {
    of: (model) => (model ? (byId.get(model.toLowerCase()) ?? NO_FACTS) : NO_FACTS),
    models: ids,
    generationTypes: [...types],
  }
}

const EMPTY = catalogFactsOf([])
const HELD = Symbol.for('media-studio.search-catalog')
type Holder = { [HELD]?: { facts: CatalogFacts; until: number; reading: Promise<void> | null } }

/**
 * The catalog as the index names models, read from the service's public document (no key, so no
 * account's reads are spent on it) once an hour per process. Until it is in, or while the service
 * does not answer, models are known by their ids alone.
 */
export async function catalogFacts(): Promise<CatalogFacts> {
  const holder = globalThis as Holder
  const held = (holder[HELD] ??= { facts: EMPTY, until: 0, reading: null })
  if (Date.now() < held.until) return held.facts
  held.reading ??= (async () => {
    try {
      const { status, body } = await upstreamJson('/docs/models.json')
      const parsed = status === 200 ? PublicCatalog.safeParse(body) : null
      if (parsed?.success) {
        held.facts = catalogFactsOf(parsed.data.models)
        held.until = Date.now() + KEEP_MS
      } else held.until = Date.now() + RETRY_MS
    } catch {
      held.until = Date.now() + RETRY_MS
    } finally {
      held.reading = null
    }
  })()
  await held.reading
  return held.facts
}
