import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { describe, expect, it } from 'vitest'

const require = createRequire(import.meta.url)
const loader = require('./zod-browser-stubs.js') as {
  (this: { resourcePath: string }, source: string): string
  STUBBED: Record<string, string[]>
}
const zodRoot = path.dirname(require.resolve('zod/package.json'))
const folder = mkdtempSync(path.join(tmpdir(), 'zod-stubs-'))

/** The module a file of the installed zod becomes in the browser build, loaded. */
async function stubOf(file: string) {
  const resourcePath = path.join(zodRoot, 'v4', file)
  const stubbed = loader.call({ resourcePath }, readFileSync(resourcePath, 'utf8'))
  const written = path.join(folder, file.replace(/\//g, '__').replace(/\.js$/, '.mjs'))
  writeFileSync(written, stubbed)
  return (await import(pathToFileURL(written).href)) as Record<string, unknown>
}

const realOf = async (file: string) =>
  (await import(pathToFileURL(path.join(zodRoot, 'v4', file)).href)) as Record<string, unknown>

describe("the browser build's zod stubs", () => {
  it.each(Object.keys(loader.STUBBED))(
    '%s keeps every export of the installed zod',
    async (file) => {
      const [real, stub] = await Promise.all([realOf(file), stubOf(file)])
      expect(Object.keys(stub).sort()).toEqual(Object.keys(real).sort())
    },
  )

  it('throws in words where a stubbed export is called', async () => {
    const stub = await stubOf('core/to-json-schema.js')
    expect(() => (stub.createToJSONSchemaMethod as () => void)()).toThrow(
      /createToJSONSchemaMethod .* is left out of the browser build/,
    )
  })

  it('keeps a memoizer that wraps nothing, and a locale that says nothing', async () => {
    const memo = (await stubOf('core/memoizer.js')).memoizer as () => {
      alloc: (a: unknown, b: unknown, empty: object) => object
    }
    const empty = {}
    expect(memo().alloc(null, null, empty)).toBe(empty)
    const en = (await stubOf('locales/en.js')).default as () => { localeError: () => unknown }
    expect(en().localeError()).toBeUndefined()
  })

  it("passes zod's other files unchanged", () => {
    const resourcePath = path.join(zodRoot, 'v4', 'core', 'schemas.js')
    const source = readFileSync(resourcePath, 'utf8')
    expect(loader.call({ resourcePath }, source)).toBe(source)
  })
})
