import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { addCompileHints, COMPILE_HINT, withCompileHint } from './compile-hints.mjs'

let dist: string
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(dist, file)), { recursive: true })
  writeFileSync(path.join(dist, file), text)
}
const read = (file: string) => readFileSync(path.join(dist, file), 'utf8')

/** A build as Next writes it: the root main files, one page's manifest, and the chunks. */
function fakeBuild() {
  write('build-manifest.json', JSON.stringify({ rootMainFiles: ['static/chunks/framework.js'] }))
  const manifest = {
    entryJSFiles: { '[project]/app/create/page': ['static/chunks/page.js'] },
  }
  write(
    'server/app/create/page_client-reference-manifest.js',
    `globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};
globalThis.__RSC_MANIFEST["/create/page"] = ${JSON.stringify(manifest)};`,
  )
  write('static/chunks/framework.js', 'framework()\n//# sourceMappingURL=framework.js.map')
  write('static/chunks/framework.js.map', JSON.stringify({ version: 3, mappings: 'AAAA' }))
  write('static/chunks/page.js', 'page()')
  write('static/chunks/lazy.js', 'lazy()')
}

beforeEach(() => {
  dist = mkdtempSync(path.join(tmpdir(), 'compile-hints-'))
  fakeBuild()
})
afterEach(() => rmSync(dist, { recursive: true, force: true }))

describe('compile hints', () => {
  it("puts the hint first in every page's first-load script, and nowhere else", () => {
    expect(addCompileHints(dist).sort()).toEqual([
      'static/chunks/framework.js',
      'static/chunks/page.js',
    ])
    expect(read('static/chunks/page.js')).toBe(`${COMPILE_HINT}\npage()`)
    expect(read('static/chunks/framework.js').startsWith(`${COMPILE_HINT}\nframework()`)).toBe(true)
    expect(read('static/chunks/lazy.js')).toBe('lazy()')
  })

  it('moves the source map one line down with its script', () => {
    addCompileHints(dist)
    expect(JSON.parse(read('static/chunks/framework.js.map')).mappings).toBe(';AAAA')
  })

  it('changes nothing the second time (a build step may run twice)', () => {
    addCompileHints(dist)
    expect(addCompileHints(dist)).toEqual([])
    expect(withCompileHint(withCompileHint('x()'))).toBe(`${COMPILE_HINT}\nx()`)
    expect(JSON.parse(read('static/chunks/framework.js.map')).mappings).toBe(';AAAA')
  })

  it('fails a build whose manifests name no script, rather than leaving the hints out', () => {
    write('build-manifest.json', JSON.stringify({}))
    write(
      'server/app/create/page_client-reference-manifest.js',
      'globalThis.__RSC_MANIFEST = { "/create/page": {} }',
    )
    expect(() => addCompileHints(dist)).toThrow(/no first-load scripts/)
  })
})
