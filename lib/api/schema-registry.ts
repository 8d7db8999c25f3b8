import { z } from 'zod'
import * as assets from './assets'
import * as balance from './balance'
import * as captions from './captions'
import * as common from './common'
import * as dialogue from './dialogue'
import * as dubbing from './dubbing'
import * as extend from './extend'
import * as generations from './generations'
import * as media from './media'
import * as models from './models'
import * as music from './music'
import * as premium from './premium'
import * as removeBackground from './remove-background'
import * as separation from './separation'
import * as story from './story'
import * as upload from './upload'

const MODULES = [
  common,
  models,
  media,
  generations,
  balance,
  music,
  dialogue,
  separation,
  story,
  premium,
  assets,
  upload,
  captions,
  dubbing,
  removeBackground,
  extend,
]

/** Every exported zod schema of the contract, named by its export name (the OpenAPI component). */
export function namedSchemas(): Map<z.ZodType, string> {
  const names = new Map<z.ZodType, string>()
  for (const mod of MODULES) {
    for (const [name, value] of Object.entries(mod)) {
      if (value instanceof z.ZodType && !names.has(value)) names.set(value, name)
    }
  }
  return names
}

export type JsonSchema = Record<string, unknown>

/** JSON Schemas of all named schemas, with references as `#/components/schemas/<name>`. */
export function componentSchemas(names: Map<z.ZodType, string>): Record<string, JsonSchema> {
  const registry = z.registry<{ id: string }>()
  for (const [schema, id] of names) registry.add(schema, { id })
  const { schemas } = z.toJSONSchema(registry, {
    uri: (id) => `#/components/schemas/${id}`,
    io: 'input',
    unrepresentable: 'any',
  })
  return Object.fromEntries(
    Object.entries(schemas).map(([id, schema]) => {
      const { $schema: _s, $id: _i, ...rest } = schema as JsonSchema
      return [id, rest]
    }),
  )
}

/** An inline JSON Schema for one zod schema (query parameters and the like). */
export function inlineSchema(schema: z.ZodType): JsonSchema {
  const { $schema: _s, ...rest } = z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
  }) as JsonSchema
  return rest
}
