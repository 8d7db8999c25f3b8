import type { z } from 'zod'

/**
 * A schema built the first time it is used, not when its module loads (docs/performance.md,
 * "Where a phone's time goes"). Every page loads the contract's modules for their types, paths
 * and job table, and building zod schemas at load cost 70 to 140 ms of a phone's first task;
 * most of them parse nothing until a reply arrives or a form is sent.
 *
 * The schema stands in for the one `build` returns: reading any property builds it once and reads
 * the built schema's, so `parse`, `shape`, `extend`, `instanceof`, nesting in other schemas and
 * JSON Schema all behave as with the built one. A module's schemas that use one another stay
 * lazy as long as each is declared through this, since only building one reads the others.
 */
export function lazySchema<Schema extends z.ZodType>(build: () => Schema): Schema {
  let built: Schema | undefined
  const schema = () => (built ??= build())
  // The target is never read: every trap answers from the built schema.
  const target = {}
  return new Proxy(target, {
    get: (_, key) => Reflect.get(schema(), key),
    has: (_, key) => Reflect.has(schema(), key),
    getPrototypeOf: () => Reflect.getPrototypeOf(schema()),
    ownKeys: () => Reflect.ownKeys(schema()),
    getOwnPropertyDescriptor: (_, key) => {
      const found = Reflect.getOwnPropertyDescriptor(schema(), key)
      // A proxy may not report a property as fixed that its own (empty) target lacks.
      return found && { ...found, configurable: true }
    },
    set: (_, key, value) => Reflect.set(schema(), key, value),
  }) as Schema
}
