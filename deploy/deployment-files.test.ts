import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'

// No container runtime runs here, so the deployment files are checked for their shape: two
// studio instances of one image behind the proxy, sharing PostgreSQL and Redis, the emulator
// only as an optional profile, and a production image that runs as a non-root user.
interface Service {
  build?: { target?: string }
  image?: string
  environment?: Record<string, string>
  depends_on?: Record<string, { condition: string }>
  healthcheck?: unknown
  profiles?: string[]
  volumes?: string[]
}

const compose = parse(readFileSync('compose.yaml', 'utf8'), { merge: true }) as {
  services: Record<string, Service>
}
const services = compose.services
const studios = Object.entries(services).filter(([, s]) => s.build?.target === 'studio')
const dockerfile = readFileSync('Dockerfile', 'utf8')
/** The Dockerfile's stages by name, each with its own lines. */
const stages = Object.fromEntries(
  dockerfile
    .split(/^FROM /m)
    .slice(1)
    .map((stage) => [/ AS (\w+)/.exec(stage.split('\n')[0]!)?.[1] ?? '', stage]),
)

describe('compose.yaml', () => {
  it('runs two studio instances of one image on the shared database and revocation store', () => {
    expect(studios.map(([name]) => name)).toEqual(['studio-a', 'studio-b'])
    for (const [, studio] of studios) {
      expect(studio.image).toBe('media-studio:latest')
      expect(studio.environment).toMatchObject({
        REDIS_URL: 'redis://redis:6379',
        DATABASE_URL: expect.stringMatching(/^postgres:\/\/[^@]+@postgres:5432\//),
      })
      // The service's URL and the shared secret must be given: compose refuses to start without.
      expect(studio.environment?.STUDIO_UPSTREAM_URL).toMatch(/^\$\{STUDIO_UPSTREAM_URL:\?/)
      expect(studio.environment?.SESSION_SECRET).toMatch(/^\$\{SESSION_SECRET:\?/)
      expect(studio.depends_on).toEqual({
        postgres: { condition: 'service_healthy' },
        redis: { condition: 'service_healthy' },
      })
    }
    expect(services.postgres?.healthcheck).toBeDefined()
    expect(services.redis?.healthcheck).toBeDefined()
  })

  it('puts the reverse proxy in front of both, routing only to ready instances', () => {
    const proxy = services.proxy!
    expect(proxy.image).toMatch(/^caddy:/)
    expect(Object.keys(proxy.depends_on ?? {})).toEqual(['studio-a', 'studio-b'])
    const caddyfile = readFileSync('deploy/Caddyfile', 'utf8')
    expect(caddyfile).toMatch(/reverse_proxy studio-a:3000 studio-b:3000/)
    expect(caddyfile).toMatch(/health_uri \/api\/ready/)
    expect(proxy.volumes?.[0]).toMatch(/^\.\/deploy\/Caddyfile:/)
    // The instances read the client's address from the proxy's X-Forwarded-For.
    for (const [, studio] of studios) {
      expect(studio.environment?.STUDIO_TRUSTED_PROXIES).toMatch(/172\.16\.0\.0\/12/)
    }
  })

  it('keeps the emulator an optional profile nothing depends on', () => {
    expect(services.emulator?.profiles).toEqual(['emulator'])
    for (const service of Object.values(services))
      expect(Object.keys(service.depends_on ?? {})).not.toContain('emulator')
  })
})

describe('Dockerfile', () => {
  const studio = stages.studio!

  it('builds in stages and ships only the standalone server, as a non-root user', () => {
    expect(Object.keys(stages)).toEqual(['deps', 'build', 'studio', 'emulator'])
    expect(stages.deps).toMatch(/RUN npm ci\b/)
    expect(studio).toMatch(/^USER studio$/m)
    const copies = studio.match(/^COPY .*$/gm) ?? []
    expect(copies).toEqual([
      'COPY --from=build /app/.next/standalone ./',
      'COPY --from=build /app/.next/static ./.next/static',
      'COPY --from=build /app/public ./public',
    ])
    expect(studio).toMatch(/^CMD \["node", "server\.js"\]$/m)
  })

  it('probes /api/health, and hands SIGTERM to the studio for a bounded drain', () => {
    expect(studio).toMatch(/^HEALTHCHECK [\s\S]*\/api\/health/m)
    expect(studio).toMatch(/NEXT_MANUAL_SIG_HANDLE=1/)
    expect(studio).toMatch(/HOSTNAME=0\.0\.0\.0/)
  })
})
