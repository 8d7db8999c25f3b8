export interface EmbeddedDatabase {
  url: string
  port: number
  env: { DATABASE_URL: string }
  ready: Promise<void>
  pid(): number | null
  restarts(): number
  stop(): Promise<void>
}
export function startEmbeddedDatabase(options: {
  dataDir: string
  port?: number
  log?: (line: string) => void
  durable?: boolean
  readyTimeoutMs?: number
}): Promise<EmbeddedDatabase>
