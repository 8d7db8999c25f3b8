import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { parseEnv } from '@/lib/config/env'
import { studioCommand } from './studio-command.mjs'

const commandFor = (source: Record<string, string>, dev = false) => {
  const env = parseEnv(source)
  return studioCommand({ dev, port: env.PORT, host: env.listenHost, dataDir: env.STUDIO_DATA_DIR })
}

describe('the studio command npm start runs', () => {
  it('runs the standalone build, bound to loopback with the embedded emulator', () => {
    expect(commandFor({})).toEqual({
      args: ['.next/standalone/server.js'],
      env: {
        PORT: '3000',
        HOSTNAME: '127.0.0.1',
        STUDIO_DATA_DIR: path.resolve('.data/studio'),
      },
    })
    expect(commandFor({ PORT: '3202' }, true).args).toEqual(
      expect.arrayContaining(['dev', '-p', '3202', '-H', '127.0.0.1']),
    )
  })

  it('binds where STUDIO_HOST says', () => {
    expect(commandFor({ STUDIO_HOST: '0.0.0.0' }).env.HOSTNAME).toBe('0.0.0.0')
  })

  it('listens on every interface against the real service, as Next does', () => {
    expect(commandFor({ STUDIO_UPSTREAM_URL: 'https://api.example.com' }).env.HOSTNAME).toBe(
      '0.0.0.0',
    )
    expect(commandFor({ STUDIO_UPSTREAM_URL: 'https://api.example.com' }, true).args).not.toContain(
      '-H',
    )
  })
})
