import { describe, expect, it } from 'vitest'
import { emptyMusicValues } from '@/features/audio/model/music-form'
import { musicValuesOf, speechValuesOf } from './prefill'
import { speechSnapshotOf } from '@/lib/workspace-sync/snapshot-of-start'
import { musicSnapshotOf } from './music-snapshot'

describe('a past prompt or a preset put back into the audio forms', () => {
  it('round-trips the music form in both modes, without mixing them', () => {
    const simple = { ...emptyMusicValues('V4_5'), prompt: 'a summer road trip', instrumental: true }
    const back = musicValuesOf(musicSnapshotOf(simple), emptyMusicValues('V5'))
    expect(back).toEqual(simple)
    const advanced = {
      ...emptyMusicValues('V4_5'),
      mode: 'advanced' as const,
      title: 'Road',
      style: 'synth-pop',
      vocal_gender: 'f' as const,
      lyrics: 'la la\nla',
      prompt: 'typed in simple mode',
    }
    const kept = musicValuesOf(musicSnapshotOf(advanced), {
      ...emptyMusicValues('V5'),
      prompt: 'x',
    })
    expect(kept).toMatchObject({
      mode: 'advanced',
      title: 'Road',
      lyrics: 'la la\nla',
      prompt: 'x',
    })
  })

  it('puts back the speech text, voice and settings; a voice no longer offered is left out', () => {
    const values = { text: 'Hello there', voice: 'Rachel', stability: 0.8, language_code: 'en' }
    const snapshot = speechSnapshotOf(values, 'text-to-dialogue-v3')
    const current = { text: '', voice: 'Adam', stability: 0.5, language_code: 'auto' }
    expect(speechValuesOf(snapshot, current, ['Adam', 'Rachel'])).toEqual(values)
    expect(speechValuesOf(snapshot, current, ['Adam']).voice).toBe('Adam')
    const preset = { ...snapshot, prompt: '' }
    expect(speechValuesOf(preset, { ...current, text: 'kept' }, ['Rachel']).text).toBe('kept')
  })
})
