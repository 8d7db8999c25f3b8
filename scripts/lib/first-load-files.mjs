// Which scripts a page of the App Router build loads first, read from the build's own manifests:
// the root main files (the framework, named in build-manifest.json) plus the entry chunks of the
// page's layouts and page (its page_client-reference-manifest.js). What a page loads later, on
// demand (a dynamic import), is in neither. Read by the first-load budget and the compile hints.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { runInNewContext } from 'node:vm'

const MANIFEST = 'page_client-reference-manifest.js'

/** Every page manifest under `<distDir>/server/app`. */
function pageManifests(dir) {
  const found = []
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) found.push(...pageManifests(full))
    else if (entry.name === MANIFEST) found.push(full)
  }
  return found
}

/** The manifest is a script that assigns `globalThis.__RSC_MANIFEST[page]`; run it in a sandbox. */
function readManifest(file) {
  const sandbox = { globalThis: {} }
  sandbox.globalThis = sandbox
  runInNewContext(readFileSync(file, 'utf8'), sandbox)
  const [[page, manifest]] = Object.entries(sandbox.__RSC_MANIFEST)
  return { page, entryJSFiles: manifest.entryJSFiles ?? {} }
}

/**
 * The build's first loads, read once: the framework's scripts every page loads first (relative to
 * distDir, `static/chunks/…`) and, per page, the entry chunks of its layouts and page.
 */
export function readFirstLoads(distDir) {
  const manifest = JSON.parse(readFileSync(path.join(distDir, 'build-manifest.json'), 'utf8'))
  return {
    rootFiles: manifest.rootMainFiles ?? [],
    pages: pageManifests(path.join(distDir, 'server', 'app')).map(readManifest),
  }
}

/** One page's first-load scripts, relative to distDir. */
export function firstLoadFiles(rootFiles, entryJSFiles) {
  return new Set([...rootFiles, ...Object.values(entryJSFiles).flat()])
}

/** Every script (`.js`) that some page loads first, relative to distDir. */
export function everyFirstLoadScript({ rootFiles, pages }) {
  const files = new Set(rootFiles)
  for (const { entryJSFiles } of pages) {
    for (const file of firstLoadFiles(rootFiles, entryJSFiles)) files.add(file)
  }
  return [...files].filter((file) => file.endsWith('.js'))
}
