import { z } from 'zod'
import { Model } from '@/lib/api/models'
import snapshot from './catalog-models.json'

/**
 * The emulator's catalog for unit tests of lib/, parsed with the contract as the studio parses
 * `GET /v1/models`. A snapshot (see emulator/catalog/snapshot.ts) so lib/ never imports emulator/.
 */
export const CATALOG_MODELS = z.array(Model).parse(snapshot)
