import { describe, expect, it } from 'vitest'
import { assetPayload, MEDIA_DRAG_TYPE, outputPayload } from './drag-payload'
import { readDrop, readPaste, type TransferLike } from './read-drop'

const IMAGE_SLOT = { kind: 'image' as const, label: 'First frame' }
const FOX = 'https://cdn.service.test/out/fox.png?expires=1&sig=abc'

function transfer(data: Record<string, string>, files: File[] = []): TransferLike {
  return {
    types: [...Object.keys(data), ...(files.length ? ['Files'] : [])],
    getData: (type) => data[type] ?? '',
    files,
  }
}

describe('reading a drop on a source slot', () => {
  it('takes a gallery output by its payload, with its name, before the link beside it', () => {
    const payload = outputPayload('gen-1', { kind: 'image', originalUrl: FOX }, 'A red fox')
    const reading = readDrop(
      transfer({
        [MEDIA_DRAG_TYPE]: JSON.stringify(payload),
        'text/uri-list': 'https://x.test/a.png',
      }),
      IMAGE_SLOT,
    )
    expect(reading).toEqual({ type: 'source', url: FOX, name: 'A red fox', origin: 'output' })
  })

  it('refuses a payload that does not parse, in words', () => {
    for (const raw of [
      '{not json',
      '{"origin":"output","kind":"image","url":"javascript:alert(1)","name":"x"}',
      '[]',
    ]) {
      const reading = readDrop(transfer({ [MEDIA_DRAG_TYPE]: raw }), IMAGE_SLOT)
      expect(reading).toEqual({
        type: 'refused',
        message: 'What was dropped could not be read as a gallery output or library file.',
      })
    }
  })

  it('refuses an output of another kind, naming both kinds', () => {
    const song = outputPayload(
      'gen-2',
      { kind: 'audio', originalUrl: 'https://cdn.service.test/a.mp3' },
      'Song',
    )
    expect(readDrop(transfer({ [MEDIA_DRAG_TYPE]: JSON.stringify(song) }), IMAGE_SLOT)).toEqual({
      type: 'refused',
      message: 'That output is an audio file: First frame takes an image.',
    })
  })

  it('takes a library file and refuses a desktop file of the wrong kind', () => {
    const logo = assetPayload({
      id: 'a1',
      name: 'Logo',
      kind: 'image',
      url: 'https://cdn.service.test/logo.png',
    })
    expect(
      readDrop(transfer({ [MEDIA_DRAG_TYPE]: JSON.stringify(logo) }), IMAGE_SLOT),
    ).toMatchObject({
      type: 'source',
      origin: 'asset',
      name: 'Logo',
    })
    const clip = new File(['x'], 'clip.mp4', { type: 'video/mp4' })
    expect(readDrop(transfer({}, [clip]), IMAGE_SLOT)).toEqual({
      type: 'refused',
      message: 'That file is a video: First frame takes an image.',
    })
    const photo = new File(['x'], 'photo.png', { type: 'image/png' })
    expect(readDrop(transfer({}, [photo]), IMAGE_SLOT)).toEqual({ type: 'file', file: photo })
  })

  it('falls back to a link from other apps, checked like a typed URL', () => {
    expect(
      readDrop(
        transfer({ 'text/uri-list': '# comment\r\nhttps://example.com/cat.png' }),
        IMAGE_SLOT,
      ),
    ).toMatchObject({
      type: 'source',
      url: 'https://example.com/cat.png',
      origin: 'link',
    })
    expect(readDrop(transfer({ 'text/uri-list': 'file:///etc/passwd' }), IMAGE_SLOT)).toMatchObject(
      {
        type: 'refused',
      },
    )
    expect(readDrop(transfer({ 'text/plain': 'hello' }), IMAGE_SLOT)).toMatchObject({
      type: 'refused',
    })
  })

  it('leaves a paste of text alone and takes a pasted image', () => {
    expect(readPaste(transfer({ 'text/plain': 'a prompt' }), IMAGE_SLOT)).toEqual({
      type: 'nothing',
    })
    const shot = new File(['x'], 'image.png', { type: 'image/png' })
    expect(readPaste(transfer({}, [shot]), IMAGE_SLOT)).toEqual({ type: 'file', file: shot })
  })
})
