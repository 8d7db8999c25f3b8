import { describe, expect, it } from 'vitest'
import { MEGABYTE, UPLOAD_MAX_BYTES } from '@/lib/api/decisions'
import { adviceOf } from '@/lib/errors/problem'
import { assetMimeOf, fileProblem, kindOfMime, MAX_ASSET_FILE_BYTES } from './file-check'

const file = (name: string, type: string, size = 1000) => ({ name, type, size })

describe('assetMimeOf', () => {
  it('takes the allowlisted types and their browser aliases', () => {
    expect(assetMimeOf(file('a.png', 'image/png'))).toBe('image/png')
    expect(assetMimeOf(file('a.wav', 'audio/x-wav'))).toBe('audio/wav')
    expect(assetMimeOf(file('a.m4a', 'audio/x-m4a'))).toBe('audio/m4a')
  })

  it('reads the extension only when the browser gave no type', () => {
    expect(assetMimeOf(file('clip.MKV', ''))).toBe('video/x-matroska')
    expect(assetMimeOf(file('clip.mov', 'application/octet-stream'))).toBe('video/quicktime')
    expect(assetMimeOf(file('anim.gif', 'image/gif'))).toBeNull()
    expect(assetMimeOf(file('notes.png', 'text/plain'))).toBeNull()
    expect(assetMimeOf(file('noext', ''))).toBeNull()
  })

  it('tells the kind of a type', () => {
    expect(kindOfMime('video/webm')).toBe('video')
    expect(kindOfMime('text/plain')).toBeNull()
  })
})

describe('fileProblem', () => {
  it('passes a good file', () => {
    expect(fileProblem(file('a.png', 'image/png'), null)).toBeNull()
    const room = { library: 'personal' as const, usedBytes: 0, quotaBytes: 50 * MEGABYTE }
    expect(fileProblem(file('a.png', 'image/png', 50 * MEGABYTE), room)).toBeNull()
  })

  it('refuses a type off the allowlist, naming what works', () => {
    const problem = fileProblem(file('anim.gif', 'image/gif'), null)
    expect(problem?.code).toBe('unsupported_type')
    expect(problem?.message).toContain('anim.gif')
    expect(problem && adviceOf(problem)).toContain('PNG')
  })

  it('refuses a file over 500 MB, leaving room for the multipart framing', () => {
    expect(MAX_ASSET_FILE_BYTES).toBeLessThan(UPLOAD_MAX_BYTES)
    expect(fileProblem(file('a.mp4', 'video/mp4', MAX_ASSET_FILE_BYTES), null)).toBeNull()
    expect(fileProblem(file('a.mp4', 'video/mp4', MAX_ASSET_FILE_BYTES + 1), null)?.code).toBe(
      'file_too_large',
    )
  })

  it('refuses a file that does not fit the free room, with the numbers', () => {
    const room = { library: 'team' as const, usedBytes: 45 * MEGABYTE, quotaBytes: 50 * MEGABYTE }
    const problem = fileProblem(file('a.mp4', 'video/mp4', 6 * MEGABYTE), room)
    expect(problem?.code).toBe('quota_exceeded')
    expect(problem?.message).toBe(
      'This file does not fit in the team library (45.0 MB of 50.0 MB used, this file is 6.0 MB).',
    )
    expect(problem && adviceOf(problem)).toMatch(/Delete assets/)
  })
})
