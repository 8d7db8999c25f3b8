import { describe, expect, it } from 'vitest'
import { MusicGenerateRequest } from './music'
import { musicModeIssue, musicModeProblem } from './music-rules'

const problem = (body: unknown) => musicModeProblem(MusicGenerateRequest.parse(body))

describe('music modes (docs/service-contract.md §4.4)', () => {
  it('accepts simple and advanced requests', () => {
    expect(problem({ prompt: 'lofi beats' })).toBeNull()
    expect(problem({ title: 't', style: 'jazz', vocal_gender: 'f', lyrics: 'la la' })).toBeNull()
    expect(
      problem({ title: 't', style: 'jazz', instrumental: true, song_description: 'calm' }),
    ).toBeNull()
  })

  it.each([
    [{}, /prompt/],
    [{ prompt: '  ' }, /prompt/],
    [{ prompt: 'x', title: 't' }, /mix/],
    [{ title: 't' }, /title and style/],
    [{ title: 't', style: 's', lyrics: 'l' }, /vocal_gender/],
    [{ title: 't', style: 's', vocal_gender: 'm' }, /exactly one/],
    [
      { title: 't', style: 's', vocal_gender: 'm', lyrics: 'l', song_description: 'd' },
      /exactly one/,
    ],
  ])('rejects %j', (body, message) => {
    expect(problem(body)).toMatch(message)
  })
})

describe('musicModeIssue', () => {
  it.each([
    [{}, 'prompt'],
    [{ prompt: 'x', lyrics: 'l' }, 'prompt'],
    [{ style: 's', vocal_gender: 'm', lyrics: 'l' }, 'title'],
    [{ title: 't', vocal_gender: 'm', lyrics: 'l' }, 'style'],
    [{ title: 't', style: 's', lyrics: 'l' }, 'vocal_gender'],
    [{ title: 't', style: 's', instrumental: true }, 'lyrics'],
  ])('names the parameter to fix: %j -> %s', (body, param) => {
    expect(musicModeIssue(MusicGenerateRequest.parse(body))?.param).toBe(param)
  })
})
