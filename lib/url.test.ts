import { describe, expect, it } from 'vitest'
import { fileNameOf } from './url'

describe('fileNameOf', () => {
  it('names a download after the last path segment, decoded', () => {
    expect(fileNameOf('https://cdn.example.com/out/a%20b-0.mp4?sig=x')).toBe('a b-0.mp4')
    expect(fileNameOf('https://cdn.example.com/')).toBeUndefined()
    expect(fileNameOf('not a url')).toBeUndefined()
  })
})
