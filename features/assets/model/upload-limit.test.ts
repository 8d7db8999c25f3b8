import { describe, expect, it } from 'vitest'
import { UPLOAD_MAX_BYTES } from '@/lib/api/decisions'
import { uploadLimitBytes, uploadLimitWords } from './upload-limit'

const MB = 1024 * 1024
const room = (library: 'personal' | 'team', usedMb: number, quotaMb: number) => ({
  library,
  usedBytes: usedMb * MB,
  quotaBytes: quotaMb * MB,
})

describe('upload limit', () => {
  it('is the smaller of the limit a file and the chosen library’s free space', () => {
    const rooms = { personal: room('personal', 0, 50), team: room('team', 0, 5000) }
    expect(uploadLimitBytes(rooms, 'personal')).toBe(50 * MB)
    expect(uploadLimitBytes(rooms, 'team')).toBe(UPLOAD_MAX_BYTES)
    expect(uploadLimitBytes(rooms, null)).toBe(UPLOAD_MAX_BYTES)
    expect(uploadLimitBytes({ personal: null, team: null }, null)).toBe(UPLOAD_MAX_BYTES)
  })

  it('says it in whole units, and why when the library is the limit', () => {
    expect(uploadLimitWords(UPLOAD_MAX_BYTES)).toBe('Up to 500 MB a file')
    expect(uploadLimitWords(50 * MB)).toBe("Up to 50 MB: the library's free space")
  })
})
