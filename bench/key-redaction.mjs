#!/usr/bin/env node
// What key redaction costs per byte, as a ratio to JSON.parse of the same text, on the two bodies
// the proxy serves most: the catalog (GET /v1/models) and a 100-item history page
// (GET /v1/generations?limit=100), both taken from a fresh emulator. Each redactor runs on the
// whole body (the buffered path: answers up to 1 MB) and in 16 KiB chunks (the streamed path).
// With a git revision, that revision's redactor runs beside this checkout's in the same rounds.
// Target: redaction within 2x of JSON.parse (docs/performance.md).
// Usage: node --conditions=react-server --import tsx bench/key-redaction.mjs [revision]
import { execFileSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { startEmulatorProcess } from './lib/emulator-process.mjs'
import { HISTORY_PAGE, seedGenerations } from './lib/history-seed.mjs'

const revision = process.argv[2]
const ROUNDS = 15
const BATCH_MS = 40
const CHUNK = 16 * 1024
const KEY = 'sk_live_demo_creator'

/** The redactor of a git revision, written out beside this checkout's (same node_modules). */
async function redactorAt(rev) {
  const dir = path.resolve('.data/bench', `key-redaction-${rev.replace(/\W/g, '_')}`)
  mkdirSync(dir, { recursive: true })
  const files = execFileSync('git', ['ls-tree', '--name-only', rev, 'lib/server/'], {
    encoding: 'utf8',
  })
  for (const file of files.split('\n').filter((f) => /\/key-redaction[\w-]*\.ts$/.test(f))) {
    if (file.endsWith('.test.ts')) continue
    const text = execFileSync('git', ['show', `${rev}:${file}`], { encoding: 'utf8' })
    writeFileSync(path.join(dir, path.basename(file)), text)
  }
  return import(pathToFileURL(path.join(dir, 'key-redaction.ts')).href)
}

async function bodies() {
  const emulator = await startEmulatorProcess()
  try {
    await seedGenerations(emulator.url, KEY)
    const read = async (route) => {
      const res = await fetch(`${emulator.url}${route}`, { headers: { 'x-api-key': KEY } })
      return Buffer.from(await res.arrayBuffer())
    }
    return {
      catalog: await read('/v1/models'),
      [`history page (${HISTORY_PAGE})`]: await read(`/v1/generations?limit=${HISTORY_PAGE}`),
    }
  } finally {
    await emulator.stop()
  }
}

/** Milliseconds per call of `work`, from as many calls as fit in BATCH_MS. */
function perCall(work) {
  let calls = 0
  const started = performance.now()
  let elapsed = 0
  while (elapsed < BATCH_MS) {
    work()
    calls += 1
    elapsed = performance.now() - started
  }
  return elapsed / calls
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

function subjectsFor(name, module) {
  const inChunks = (bytes) => {
    const redactor = new module.KeyRedactor()
    for (let at = 0; at < bytes.length; at += CHUNK) redactor.push(bytes.subarray(at, at + CHUNK))
    redactor.end()
  }
  return [
    [`${name}: whole body`, (bytes) => module.redactKeys(bytes)],
    [`${name}: 16 KiB chunks`, inChunks],
  ]
}

const current = await import(pathToFileURL(path.resolve('lib/server/key-redaction.ts')).href)
const subjects = [
  ...subjectsFor('this checkout', current),
  ...(revision ? subjectsFor(revision, await redactorAt(revision)) : []),
]
for (const [name, bytes] of Object.entries(await bodies())) {
  const text = bytes.toString('utf8')
  const times = { parse: [], ...Object.fromEntries(subjects.map(([label]) => [label, []])) }
  for (let round = 0; round < ROUNDS; round++) {
    times.parse.push(perCall(() => JSON.parse(text)))
    for (const [label, run] of subjects) times[label].push(perCall(() => run(bytes)))
  }
  const parse = median(times.parse)
  console.log(`\n${name}: ${bytes.length} bytes; JSON.parse ${(parse * 1000).toFixed(0)} µs`)
  for (const [label] of subjects) {
    const ms = median(times[label])
    const ratio = (ms / parse).toFixed(2)
    console.log(
      `  ${label.padEnd(34)} ${(ms * 1000).toFixed(0).padStart(6)} µs  ${ratio}x JSON.parse`,
    )
  }
}
