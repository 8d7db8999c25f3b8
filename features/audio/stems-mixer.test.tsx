// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { StemsMixer } from './stems-mixer'

vi.mock('./waveform', () => ({ Waveform: () => null }))
vi.mock('next/link', () => import('@/lib/test/plain-next-link'))

beforeAll(() => {
  HTMLMediaElement.prototype.play = vi.fn(() => Promise.resolve())
  HTMLMediaElement.prototype.pause = vi.fn()
})
afterEach(cleanup)

const TRACKS = [
  { id: 'vocals', label: 'Vocals', url: 'http://cdn/v.mp3' },
  { id: 'instrumental', label: 'Instrumental', url: 'http://cdn/i.mp3' },
  { id: 'original', label: 'Original', url: 'http://cdn/o.mp3' },
]

const audio = (label: string) => screen.getByLabelText<HTMLAudioElement>(`${label} audio`)
const mutes = () => ['Vocals', 'Instrumental', 'Original'].map((l) => audio(l).muted)
const press = (name: string) => fireEvent.click(screen.getByRole('button', { name }))

describe('stems mixer state on the media elements', () => {
  it('starts with the stems audible and the original muted beside them', () => {
    render(<StemsMixer tracks={TRACKS} />)
    expect(mutes()).toEqual([false, false, true])
  })

  it('solo then un-solo restores the mutes set before', () => {
    render(<StemsMixer tracks={TRACKS} />)
    press('Mute Instrumental')
    expect(mutes()).toEqual([false, true, true])
    press('Solo Vocals')
    expect(mutes()).toEqual([false, true, true])
    press('Solo Original')
    expect(mutes()).toEqual([true, true, false])
    expect(screen.getByRole('button', { name: 'Solo Original' }).getAttribute('aria-pressed')).toBe(
      'true',
    )
    press('Solo Original')
    expect(mutes()).toEqual([false, true, true])
  })

  it('per-stem volume reaches its element only', () => {
    render(<StemsMixer tracks={TRACKS} />)
    fireEvent.change(screen.getByLabelText('Vocals volume'), { target: { value: '0.25' } })
    expect(audio('Vocals').volume).toBe(0.25)
    expect(audio('Instrumental').volume).toBe(1)
  })

  it('one transport: seeking moves every element to the same time', () => {
    render(<StemsMixer tracks={TRACKS} />)
    for (const label of ['Vocals', 'Instrumental', 'Original'])
      Object.defineProperty(audio(label), 'duration', { value: 30, configurable: true })
    fireEvent(audio('Vocals'), new Event('durationchange'))
    fireEvent.change(screen.getByLabelText('Position'), { target: { value: '12' } })
    expect(['Vocals', 'Instrumental', 'Original'].map((l) => audio(l).currentTime)).toEqual([
      12, 12, 12,
    ])
  })
})
