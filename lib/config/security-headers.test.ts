import { describe, expect, it } from 'vitest'
import { pageCsp } from './security-headers'

const directive = (csp: string, name: string) =>
  csp
    .split('; ')
    .find((d) => d.startsWith(`${name} `))
    ?.split(' ')
    .slice(1)

describe('page CSP', () => {
  const csp = pageCsp({ nonce: 'n', mediaOrigins: ['https://cdn.service.test'] })

  it('lets images, media and fetches reach only the studio and the service media origins', () => {
    for (const name of ['img-src', 'media-src', 'connect-src']) {
      const sources = directive(csp, name)
      expect(sources, name).toContain('https://cdn.service.test')
      for (const open of ['*', 'https:', 'http:']) expect(sources, name).not.toContain(open)
    }
    expect(directive(csp, 'connect-src')).toEqual(["'self'", 'https://cdn.service.test'])
  })

  it('lets no page frame the studio', () => {
    expect(directive(csp, 'frame-ancestors')).toEqual(["'none'"])
  })
})
