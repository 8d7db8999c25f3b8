import { familiesOf, type Model, type ModelFamily } from '@/lib/api'
import { AUDIO_MODELS } from './audio'
import type { CatalogEntry } from './define'
import { IMAGE_MODELS } from './images'
import { VIDEO_MODELS } from './videos'

export type { CatalogEntry, FixedParams } from './define'

export const ALL_ENTRIES: readonly CatalogEntry[] = [
  ...IMAGE_MODELS,
  ...VIDEO_MODELS,
  ...AUDIO_MODELS,
]

/** The emulator's model catalog; `disabled` ids exist but are unavailable (model_disabled). */
export class Catalog {
  private readonly byId = new Map<string, CatalogEntry>()
  private readonly families = new Map<string, ModelFamily>()

  constructor(
    entries: readonly CatalogEntry[],
    private readonly disabled: ReadonlySet<string>,
  ) {
    for (const e of entries) this.byId.set(e.model.model_id, e)
    for (const f of familiesOf(this.enabledEntries().map((e) => e.model)))
      this.families.set(f.family, f)
  }

  /** Any entry by exact id, enabled or not. */
  entry(id: string): CatalogEntry | undefined {
    return this.byId.get(id)
  }

  isEnabled(id: string): boolean {
    return this.byId.has(id) && !this.disabled.has(id)
  }

  enabledEntries(): CatalogEntry[] {
    return [...this.byId.values()].filter((e) => !this.disabled.has(e.model.model_id))
  }

  /** Public catalog entries, optionally of one model_type. */
  models(modelType?: string): Model[] {
    return this.enabledEntries()
      .map((e) => e.model)
      .filter((m) => !modelType || m.model_type === modelType)
  }

  modelTypes(): string[] {
    return [...new Set(this.enabledEntries().map((e) => e.model.model_type))]
  }

  /** The family of that name (a grouping label, not a model id). */
  family(name: string): ModelFamily | undefined {
    return this.families.get(name)
  }

  /** Enabled model ids of one type (for hints like the model_disabled one). */
  idsOfType(modelType: string): string[] {
    return this.models(modelType).map((m) => m.model_id)
  }
}

export function createCatalog(disabledIds: readonly string[]): Catalog {
  return new Catalog(ALL_ENTRIES, new Set(disabledIds))
}
