import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'

const SOURCES = ['app', 'components', 'features', 'lib', 'pages', 'public']
const FILES = [
  'next.config.ts',
  'instrumentation.ts',
  'proxy.ts',
  'tailwind.config.ts',
  'postcss.config.mjs',
  'package-lock.json',
  'tsconfig.json',
]

function newestMtime(target) {
  if (!existsSync(target)) return 0
  const stat = statSync(target)
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = stat.mtimeMs
  for (const entry of readdirSync(target)) {
    newest = Math.max(newest, newestMtime(path.join(target, entry)))
  }
  return newest
}

/** True when `.next` holds a production build newer than every source that goes into it. */
export function hasFreshBuild(root = process.cwd()) {
  const buildId = path.join(root, '.next', 'BUILD_ID')
  if (!existsSync(buildId)) return false
  const built = statSync(buildId).mtimeMs
  const sources = [...SOURCES, ...FILES].map((entry) => newestMtime(path.join(root, entry)))
  return Math.max(...sources) <= built
}
