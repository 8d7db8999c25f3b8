// Where the embedded database keeps its files when its server runs as another user that cannot
// enter the studio's data folder: a folder of the machine's temp named after the data folder
// (scripts/lib/embedded-database.mjs). Read also by the browser tests, which start each run on a
// fresh workspace and so remove this folder with the data folder.
import { createHash } from 'node:crypto'
import { tmpdir } from 'node:os'
import path from 'node:path'

/** The temp folder the cluster of `dataDir` lives in when it cannot live inside it. */
export function clusterOutsideData(dataDir) {
  const key = createHash('sha256').update(path.resolve(dataDir)).digest('hex').slice(0, 16)
  return path.join(tmpdir(), `media-studio-postgres-${key}`)
}
