// @vitest-environment jsdom
import { render, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeDecode, FakeWaveSurfer, steps } from '@/lib/test/fake-wavesurfer'
import { AudioWaveform } from './audio-waveform'

vi.mock('wavesurfer.js', () => ({ default: FakeWaveSurfer }))
vi.mock('@/lib/media/waveform-peaks', () => ({ decodeWaveform: fakeDecode }))

beforeEach(() => {
  steps.length = 0
})

describe("a detail's audio player", () => {
  it('decodes, makes the player and draws it each in a task of its own', async () => {
    render(<AudioWaveform url="https://media.example/speech.mp3" label="Speech" />)
    await waitFor(() => expect(steps).toContain('drawn'))
    await waitFor(() => expect(steps.at(-1)).toBe('later task'))
    expect(steps).toEqual(['decoded', 'later task', 'created', 'later task', 'drawn', 'later task'])
  })
})
