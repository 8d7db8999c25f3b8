import type { DragEvent } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { MEDIA_DRAG_TYPE, outputDraggable, outputPayload } from '@/lib/media/drag-payload'
import { mediaDragProps } from './media-drag'

const FOX = 'https://cdn.test/files/fox.png'

function dragEvent() {
  const data = new Map<string, string>()
  const dataTransfer = {
    effectAllowed: '',
    setData: (type: string, v: string) => data.set(type, v),
  }
  const event = { dataTransfer, preventDefault: vi.fn() }
  return {
    event: event as unknown as DragEvent<HTMLElement>,
    data,
    preventDefault: event.preventDefault,
  }
}

describe('mediaDragProps', () => {
  it('leaves an element with nothing to drag as it was', () => {
    expect(mediaDragProps(null)).toEqual({})
  })

  it('makes the payload when the drag starts, not when the element renders', () => {
    const payloadOf = vi.fn(() =>
      outputPayload('gen-1', { kind: 'image', originalUrl: FOX }, 'Fox'),
    )
    const props = mediaDragProps(payloadOf)
    expect(props.draggable).toBe(true)
    expect(payloadOf).not.toHaveBeenCalled()
    const { event, data } = dragEvent()
    props.onDragStart?.(event)
    expect(payloadOf).toHaveBeenCalledOnce()
    expect(JSON.parse(data.get(MEDIA_DRAG_TYPE)!)).toMatchObject({ url: FOX, name: 'Fox' })
  })

  it('cancels a drag whose payload turns out invalid', () => {
    const { event, data, preventDefault } = dragEvent()
    mediaDragProps(() => null).onDragStart?.(event)
    expect(preventDefault).toHaveBeenCalled()
    expect(data.size).toBe(0)
  })
})

describe('outputDraggable', () => {
  it('is a media file, told without parsing the payload', () => {
    expect(outputDraggable({ kind: 'video', originalUrl: FOX })).toBe(true)
    expect(outputDraggable({ kind: 'image', originalUrl: null })).toBe(false)
    expect(outputDraggable({ kind: 'other', originalUrl: FOX })).toBe(false)
    expect(outputDraggable(undefined)).toBe(false)
  })
})
