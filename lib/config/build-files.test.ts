import { describe, expect, it } from 'vitest'
import { NAMES_BROTLI } from './build-files'

// Next tests a `has` value as a whole-value regular expression.
const names = (header: string) => new RegExp(`^${NAMES_BROTLI}$`).test(header)

describe('NAMES_BROTLI', () => {
  it.each(['gzip, deflate, br, zstd', 'br', 'br;q=0.5', 'gzip,br', 'br, gzip', 'gzip, br ;q=1'])(
    'matches %j',
    (header) => expect(names(header)).toBe(true),
  )
  it.each(['gzip, deflate', 'brotli', 'xbr', 'gzip, zbr', '', 'identity'])(
    'does not match %j',
    (header) => expect(names(header)).toBe(false),
  )
})
