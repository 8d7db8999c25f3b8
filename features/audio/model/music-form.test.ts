import { describe, expect, it } from 'vitest'
import { musicModeIssue } from '@/lib/api/music-rules'
import type { Model } from '@/lib/api/models'
import {
  buildMusicRequest,
  defaultMusicModel,
  emptyMusicValues,
  musicFieldOfParam,
  musicFormIssues,
  type MusicFormValues,
} from './music-form'

const model = (id: string, max = 100): Model => ({
  model_id: id,
  model_type: 'music',
  cost_per_generation: 12,
  capabilities: { prompt_max_chars: max },
})
const V4_5 = model('V4_5')
const values = (change: Partial<MusicFormValues>): MusicFormValues => ({
  ...emptyMusicValues('V4_5'),
  ...change,
})
const advanced = (change: Partial<MusicFormValues> = {}) =>
  values({ mode: 'advanced', title: 'Night', style: 'synthwave', vocal_gender: 'f', ...change })

describe('music requests never mix modes', () => {
  it('simple mode sends only the prompt, whatever advanced fields hold', () => {
    const request = buildMusicRequest(
      values({ prompt: ' a calm song ', title: 'Kept', lyrics: 'kept too', vocal_gender: 'm' }),
    )
    expect(request).toEqual({ model: 'V4_5', instrumental: false, prompt: 'a calm song' })
  })

  it('advanced mode sends no prompt, keeps lyric line breaks and drops vocal_gender when instrumental', () => {
    const request = buildMusicRequest(
      advanced({ prompt: 'typed in simple mode', lyrics: '\n[Verse]\nline one\n\nline two\n\n' }),
    )
    expect(request.prompt).toBeUndefined()
    expect(request.lyrics).toBe('[Verse]\nline one\n\nline two')
    expect(buildMusicRequest(advanced({ instrumental: true })).vocal_gender).toBeUndefined()
  })

  it('the form carries what was typed in both modes when switching', () => {
    const typed = advanced({ prompt: 'simple text', song_description: 'about rain' })
    const back = { ...typed, mode: 'simple' as const }
    expect(buildMusicRequest(back).prompt).toBe('simple text')
    expect(buildMusicRequest(typed).song_description).toBe('about rain')
  })
})

describe('music form rules are the service rules', () => {
  it('refuses an empty simple prompt in words, not with the service message', () => {
    expect(musicFormIssues(values({}), V4_5)).toEqual([
      { field: 'prompt', message: 'Describe the song you want.' },
    ])
  })

  it('advanced mode needs title and style, vocal gender unless instrumental, exactly one text', () => {
    expect(musicFormIssues(advanced({ title: ' ' }), V4_5)[0]?.field).toBe('title')
    expect(musicFormIssues(advanced({ style: '' }), V4_5)[0]?.field).toBe('style')
    expect(musicFormIssues(advanced({ vocal_gender: '', lyrics: 'x' }), V4_5)[0]).toEqual({
      field: 'vocal_gender',
      message: 'Choose a voice, or make the song instrumental.',
    })
    expect(
      musicFormIssues(advanced({ vocal_gender: '', instrumental: true, lyrics: 'x' }), V4_5),
    ).toEqual([])
    const both = musicFormIssues(advanced({ lyrics: 'la', song_description: 'a song' }), V4_5)
    expect(both).toEqual([
      { field: 'lyrics', message: 'Fill in either the song description or the lyrics, not both.' },
    ])
    expect(musicFormIssues(advanced({}), V4_5)[0]?.field).toBe('lyrics')
  })

  it('agrees with the contract function the service runs, on every request the form can build', () => {
    const samples = [values({ prompt: 'x' }), advanced({ lyrics: 'l' }), advanced({}), values({})]
    for (const sample of samples) {
      const issue = musicModeIssue(buildMusicRequest(sample))
      const [found] = musicFormIssues(sample, V4_5)
      expect(found?.field ?? null).toBe(issue ? musicFieldOfParam(issue.param) : null)
      // In words: no wire field name (snake_case) reaches the form.
      expect(found?.message ?? '').not.toMatch(/\b[a-z]+_[a-z_]+\b/)
    }
  })

  it('holds prompt, description and lyrics to the model prompt_max_chars', () => {
    const issues = musicFormIssues(advanced({ lyrics: 'x'.repeat(11) }), model('V4', 10))
    expect(issues).toEqual([
      { field: 'lyrics', message: 'At most 10 characters for this model (it has 11).' },
    ])
  })

  it('needs a model and maps service params to fields', () => {
    expect(musicFormIssues(values({ model: '', prompt: 'x' }), null)[0]?.field).toBe('model')
    expect(musicFieldOfParam('body.lyrics')).toBe('lyrics')
    expect(musicFieldOfParam('dialogue')).toBeNull()
  })

  it('starts on the service default model when the catalog has it', () => {
    expect(defaultMusicModel([model('V4'), V4_5])).toBe('V4_5')
    expect(defaultMusicModel([model('V5')])).toBe('V5')
    expect(defaultMusicModel([])).toBe('')
  })
})
