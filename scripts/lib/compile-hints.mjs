// Explicit compile hints on the scripts a page loads first (docs/performance.md, "Where a
// phone's time goes"): `//# allFunctionsCalledOnLoad` as a script's first line tells Chromium
// (136 and later) to compile all its functions eagerly, on the thread that streams the script in,
// instead of lazily on the main thread the first time each one runs, which is what the framework
// and the providers do at start. Other browsers read a comment. Lazily loaded chunks are left as
// they are: most of their functions may never run. Run by next.config.ts after every production
// compile, before anything copies or serves the chunks.
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { everyFirstLoadScript, readFirstLoads } from './first-load-files.mjs'

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad'

export const hasCompileHint = (source) => source.startsWith(`${COMPILE_HINT}\n`)

/** The script with the hint as its first line; a script that has it already is returned as is. */
export function withCompileHint(source) {
  return hasCompileHint(source) ? source : `${COMPILE_HINT}\n${source}`
}

/** A source map for the script one line lower: an empty first line of mappings in front. */
function shiftedSourceMap(map) {
  return { ...map, mappings: `;${map.mappings}` }
}

const SOURCE_MAP_URL = /\/\/# sourceMappingURL=(\S+)\s*$/

/**
 * Adds the hint to every first-load script of the build in distDir (and moves its source map, when
 * the build made one); returns the scripts it changed. A build where no script is found to be
 * first-load is an error: the manifests have changed shape, and the hints would silently vanish.
 */
export function addCompileHints(distDir) {
  const files = everyFirstLoadScript(readFirstLoads(distDir))
  if (!files.length) throw new Error(`compile hints: no first-load scripts found in ${distDir}`)
  const changed = []
  for (const file of files) {
    const full = path.join(distDir, file)
    const source = readFileSync(full, 'utf8')
    if (hasCompileHint(source)) continue
    writeFileSync(full, withCompileHint(source))
    changed.push(file)
    const mapName = source.match(SOURCE_MAP_URL)?.[1]
    const mapFile = mapName && path.join(path.dirname(full), mapName)
    if (mapFile && existsSync(mapFile)) {
      const map = JSON.parse(readFileSync(mapFile, 'utf8'))
      writeFileSync(mapFile, JSON.stringify(shiftedSourceMap(map)))
    }
  }
  return changed
}
