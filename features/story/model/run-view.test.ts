import { describe, expect, it } from 'vitest'
import type { StoryStatus } from '@/lib/api/story'
import { draftFromStory, storyRunView } from './run-view'

const failed: StoryStatus = {
  id: 's1',
  status: 'failed',
  title: 'Night',
  model: 'kling-2-6-text-to-video',
  aspect_ratio: '9:16',
  credits_deducted: 105,
  scenes: [
    { index: 2, prompt: 'c', duration_seconds: 5, status: 'cancelled', credits_deducted: 0 },
    {
      index: 0,
      prompt: 'a',
      duration_seconds: 5,
      status: 'completed',
      video_url: 'https://cdn/a.mp4',
      credits_deducted: 35,
    },
    {
      index: 1,
      prompt: 'b [fail]',
      duration_seconds: 10,
      status: 'failed',
      credits_deducted: 70,
      error_message: 'Boom',
    },
  ],
}

describe('a story as it runs', () => {
  it('lists scenes in order with their states, clips and what was billed', () => {
    const view = storyRunView(failed)
    expect(view.scenes.map((s) => s.state)).toEqual(['done', 'failed', 'cancelled'])
    expect(view.scenes[0]?.clipUrl).toBe('https://cdn/a.mp4')
    expect(view.billed).toBe(105)
    expect(view.failedScene).toMatchObject({ index: 1, reason: 'Boom' })
    expect(view.notRun.map((s) => s.index)).toEqual([1, 2])
    expect(view.finalVideoUrl).toBeNull()
  })

  it('reads waiting and running scenes, and billing as each starts', () => {
    const view = storyRunView({
      id: 's2',
      status: 'processing',
      scenes: [
        { index: 0, status: 'processing', credits_deducted: 60 },
        { index: 1, status: 'pending', credits_deducted: 0 },
      ],
    })
    expect(view.scenes.map((s) => s.state)).toEqual(['running', 'waiting'])
    expect(view.billed).toBe(60)
    expect(view.notRun).toEqual([])
  })

  it('makes a new story of the scenes that did not run', () => {
    const view = storyRunView(failed)
    expect(draftFromStory(failed, view.notRun)).toEqual({
      title: 'Night',
      model: 'kling-2-6-text-to-video',
      aspect_ratio: '9:16',
      scenes: [
        { prompt: 'b [fail]', duration_seconds: 10 },
        { prompt: 'c', duration_seconds: 5 },
      ],
    })
  })
})
