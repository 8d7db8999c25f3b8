import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { catalogSnapshot, SNAPSHOT_FILE } from './snapshot'

describe('the catalog snapshot the studio tests read', () => {
  it('is the emulator catalog (rewrite it with `npx tsx emulator/catalog/snapshot.ts`)', () => {
    expect(readFileSync(SNAPSHOT_FILE, 'utf8')).toBe(catalogSnapshot())
  })
})
