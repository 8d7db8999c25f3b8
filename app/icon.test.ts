import { readdirSync } from 'node:fs'
import sharp from 'sharp'
import { expect, test } from 'vitest'

// A page's icon is loaded by the page itself. An SVG icon is parsed as a document of its own on
// the page's main thread: 16 to 89 ms at a phone's CPU in a trace of /connect, as a task of its
// own after the first paint. A small PNG decodes in 1 to 4 ms (docs/performance.md, "Where a
// phone's time goes").
test('the studio icon is a PNG, large enough for a tab on a high-density screen', async () => {
  const icons = readdirSync('app').filter((name) => /^(icon|apple-icon)\.\w+$/.test(name))
  expect(icons).toEqual(['icon.png'])
  const { format, width, height } = await sharp('app/icon.png').metadata()
  expect(format).toBe('png')
  expect(width).toBe(height)
  expect(width).toBeGreaterThanOrEqual(64)
})
