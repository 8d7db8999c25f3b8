import { describe, expect, it } from 'vitest'
import { fileNameOf, isPreviewable, sourceName, webUrlOf } from './url'

describe('fileNameOf', () => {
  it('names a download after the last path segment, decoded', () => {
    expect(fileNameOf('https://cdn.example.com/out/a%20b-0.mp4?sig=x')).toBe('a b-0.mp4')
    expect(fileNameOf('https://cdn.example.com/')).toBeUndefined()
    expect(fileNameOf('not a url')).toBeUndefined()
  })
})

describe('webUrlOf', () => {
  it('takes only http(s) URLs from a link', () => {
    expect(webUrlOf('https://example.com/cat.png')).toBe('https://example.com/cat.png')
    expect(webUrlOf(' http://example.com/a.mp4 ')).toBe('http://example.com/a.mp4')
    for (const hostile of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'data:image/png;base64,AAAA',
      'blob:https://example.com/x',
      'file:///etc/passwd',
      '/api/v1/x.png',
      '//evil.example/x.png',
      '',
      null,
    ]) {
      expect(webUrlOf(hostile)).toBeNull()
    }
  })
})

describe('isPreviewable', () => {
  const media = ['https://cdn.service.test']
  const page = 'https://studio.test'
  it('shows only local files, the studio and the service media origins', () => {
    expect(isPreviewable('https://cdn.service.test/a.png?sig=x', media, page)).toBe(true)
    expect(isPreviewable('https://studio.test/x.png', media, page)).toBe(true)
    expect(isPreviewable('blob:https://studio.test/1234', media, page)).toBe(true)
    expect(isPreviewable('https://example.com/cat.png', media, page)).toBe(false)
    expect(isPreviewable('http://cdn.service.test/a.png', media, page)).toBe(false)
    expect(isPreviewable('javascript:alert(1)', media, page)).toBe(false)
    expect(isPreviewable('data:image/png;base64,AAAA', media, page)).toBe(false)
  })
})

describe('sourceName', () => {
  it('names a source by file and host, never by its whole address', () => {
    expect(sourceName('https://example.com/pets/cat.png?sig=secret')).toBe('cat.png on example.com')
    expect(sourceName('https://example.com/')).toBe('a file on example.com')
    expect(sourceName('javascript:alert(1)')).toBe('a source that is not a web address')
  })
})
