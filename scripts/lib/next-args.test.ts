import { describe, expect, it } from 'vitest'
import { parseEnv } from '@/lib/config/env'
import { nextArgs } from './next-args.mjs'

const argsFor = (source: Record<string, string>, dev = false) => {
  const env = parseEnv(source)
  return nextArgs({ dev, port: env.PORT, host: env.listenHost })
}

describe('the studio command npm start runs', () => {
  it('binds loopback with the embedded emulator and its demo accounts', () => {
    expect(argsFor({})).toEqual([
      'node_modules/next/dist/bin/next',
      'start',
      '-p',
      '3000',
      '-H',
      '127.0.0.1',
    ])
    expect(argsFor({ PORT: '3202' }, true)).toEqual(
      expect.arrayContaining(['dev', '-H', '127.0.0.1']),
    )
  })

  it('binds where STUDIO_HOST says', () => {
    expect(argsFor({ STUDIO_HOST: '0.0.0.0' }).slice(-2)).toEqual(['-H', '0.0.0.0'])
  })

  it('leaves Next’s default against the real service', () => {
    expect(argsFor({ STUDIO_UPSTREAM_URL: 'https://api.example.com' })).not.toContain('-H')
  })
})
