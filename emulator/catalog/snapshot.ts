// The catalog as the studio's unit tests see it: a JSON snapshot of every model the emulator
// defines, kept in lib/test/catalog-models.json so lib/ tests need no import of the emulator.
// snapshot.test.ts fails when the snapshot is stale; rewrite it with:
//   npx tsx emulator/catalog/snapshot.ts
import { writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { ALL_ENTRIES } from '.'

export const SNAPSHOT_FILE = fileURLToPath(
  new URL('../../lib/test/catalog-models.json', import.meta.url),
)

export function catalogSnapshot(): string {
  return `${JSON.stringify(
    ALL_ENTRIES.map((entry) => entry.model),
    null,
    2,
  )}\n`
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(SNAPSHOT_FILE, catalogSnapshot())
  console.log(`wrote ${SNAPSHOT_FILE}`)
}
