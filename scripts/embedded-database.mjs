#!/usr/bin/env node
// The studio's embedded PostgreSQL: PGlite on a data folder, served over the PostgreSQL protocol
// on a loopback port, so the studio reaches it through the same driver as a real PostgreSQL and
// PGlite's memory stays out of the studio's process. Started by scripts/lib/embedded-database.mjs.
import { mkdirSync } from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
import { PGLiteSocketServer } from '@electric-sql/pglite-socket'

const dir = process.env.EMBEDDED_DATABASE_DIR
const port = Number(process.env.EMBEDDED_DATABASE_PORT)
if (!dir || !port) {
  console.error('EMBEDDED_DATABASE_DIR and EMBEDDED_DATABASE_PORT are required')
  process.exit(1)
}
mkdirSync(dir, { recursive: true, mode: 0o700 })
const db = await PGlite.create(dir)
// Connections share PGlite's one backend; the server queues their queries one at a time.
const server = new PGLiteSocketServer({ db, port, host: '127.0.0.1', maxConnections: 32 })
await server.start()
console.log(`[database] embedded PostgreSQL (PGlite) on 127.0.0.1:${port}`)

let stopping = false
async function stop() {
  if (stopping) return
  stopping = true
  await server.stop().catch(() => {})
  await db.close().catch(() => {})
  process.exit(0)
}
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
