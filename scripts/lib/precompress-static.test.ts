import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliDecompressSync } from 'node:zlib'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { precompressStatic } from './precompress-static.mjs'

let dist: string
const write = (file: string, bytes: string | Buffer) => {
  mkdirSync(path.dirname(path.join(dist, file)), { recursive: true })
  writeFileSync(path.join(dist, file), bytes)
}
const script = 'export const value = "a line the compressor finds again";\n'.repeat(60)

beforeEach(() => {
  dist = mkdtempSync(path.join(tmpdir(), 'precompress-'))
})
afterEach(() => rmSync(dist, { recursive: true, force: true }))

describe('precompressStatic', () => {
  it('writes a brotli copy of every script and stylesheet that decompresses to the same bytes', () => {
    write('static/chunks/page.js', script)
    write('static/chunks/app/deep/route.js', script.toUpperCase())
    write('static/css/app.css', '.a{color:red}\n'.repeat(200))
    const written = precompressStatic(dist)
    for (const file of ['chunks/page.js', 'chunks/app/deep/route.js', 'css/app.css']) {
      const original = readFileSync(path.join(dist, 'static', file))
      const copy = readFileSync(path.join(dist, 'static', `${file}.br`))
      expect(brotliDecompressSync(copy).equals(original)).toBe(true)
      expect(copy.length).toBeLessThan(original.length / 4)
    }
    expect(written.files).toBe(3)
  })

  it('leaves fonts, pictures and files too small to gain alone', () => {
    write('static/media/font.woff2', Buffer.alloc(4096, 1))
    write('static/media/picture.png', Buffer.alloc(4096, 2))
    write('static/chunks/tiny.js', 'tiny()')
    expect(precompressStatic(dist).files).toBe(0)
    for (const file of ['media/font.woff2', 'media/picture.png', 'chunks/tiny.js'])
      expect(existsSync(path.join(dist, 'static', `${file}.br`))).toBe(false)
  })

  it('replaces the copy when the build runs again over a changed file', () => {
    write('static/chunks/page.js', script)
    precompressStatic(dist)
    write('static/chunks/page.js', `//# allFunctionsCalledOnLoad\n${script}`)
    precompressStatic(dist)
    const copy = readFileSync(path.join(dist, 'static/chunks/page.js.br'))
    expect(brotliDecompressSync(copy).toString()).toBe(`//# allFunctionsCalledOnLoad\n${script}`)
  })
})
