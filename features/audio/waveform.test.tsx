// @vitest-environment jsdom
import { render, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeDecode, FakeWaveSurfer, steps } from '@/lib/test/fake-wavesurfer'
import { Waveform } from './waveform'

vi.mock('wavesurfer.js', () => ({ default: FakeWaveSurfer }))
vi.mock('@/lib/media/waveform-peaks', () => ({ decodeWaveform: fakeDecode }))

beforeEach(() => {
  steps.length = 0
})

describe("the audio page's waveform", () => {
  it('decodes, makes the drawing and draws it each in a task of its own', async () => {
    render(
      <Waveform url="https://media.example/song.mp3" time={0} duration={1} onSeek={() => {}} />,
    )
    await waitFor(() => expect(steps).toContain('drawn'))
    await waitFor(() => expect(steps.at(-1)).toBe('later task'))
    expect(steps).toEqual(['decoded', 'later task', 'created', 'later task', 'drawn', 'later task'])
  })
})
