import { describe, expect, it } from 'vitest'
import { addRefusal, durationRefusal, storyOverLimit, totalSeconds } from './limits'

const scenes = (...seconds: number[]) => seconds.map((duration_seconds) => ({ duration_seconds }))

describe('story limits (12 scenes, 90 seconds)', () => {
  it('adds up the scene lengths', () => {
    expect(totalSeconds(scenes(5, 10, 8))).toBe(23)
  })

  it('refuses a 13th scene, saying why', () => {
    expect(addRefusal(scenes(...Array<number>(11).fill(4)), 4)).toBeNull()
    expect(addRefusal(scenes(...Array<number>(12).fill(4)), 4)).toBe(
      'A story has at most 12 scenes.',
    )
  })

  it('refuses the 91st second, saying what it would make', () => {
    expect(addRefusal(scenes(15, 15, 15, 15, 15, 12), 3)).toBeNull()
    expect(addRefusal(scenes(15, 15, 15, 15, 15, 15), 3)).toBe(
      'Another 3 s scene would make 93 s; a story lasts at most 90 s.',
    )
  })

  it('refuses a longer length only when it passes 90 s', () => {
    const story = scenes(10, 10, 10, 10, 10, 10, 10, 10, 5)
    expect(durationRefusal(story, 8, 10)).toBeNull()
    expect(durationRefusal(story, 8, 15)).toBe(
      '15 s would make the story 95 s; it lasts at most 90 s.',
    )
  })

  it('says when a story as a whole is over a limit', () => {
    expect(storyOverLimit(scenes(10, 10))).toBeNull()
    expect(storyOverLimit(scenes(...Array<number>(10).fill(10)))).toMatch(/last 100 s/)
  })
})
