import { describe, expect, it } from 'vitest'
import { routePath } from '@/lib/api/routes'
import { snapshotOfBody, snapshotOfStart } from './snapshot-of-start'

describe('what a paid start leaves in the prompt history', () => {
  it('reads a video start as the video form, its options without sources', () => {
    const snapshot = snapshotOfStart({
      path: routePath('v1_media_generate'),
      model: 'veo3',
      body: {
        model: 'veo3',
        prompt: 'waves at night',
        generation_type: 'image-to-video',
        duration: 8,
        sound: true,
        source_media_urls: ['https://x.example/a.png'],
        negative_prompt: null,
      },
    })
    expect(snapshot).toEqual({
      form: 'video',
      model: 'veo3',
      prompt: 'waves at night',
      options: { generation_type: 'image-to-video', duration: 8, sound: true },
    })
  })

  it('reads music, speech (both body forms) and a storyboard', () => {
    const music = snapshotOfStart({
      path: routePath('v1_music_generate'),
      model: 'V4_5',
      body: { style: 'lo-fi', lyrics: 'la la', instrumental: false },
    })
    expect(music).toMatchObject({ form: 'music', prompt: 'la la', options: { style: 'lo-fi' } })
    const speech = snapshotOfStart({
      path: routePath('v1_dialogue_generate'),
      model: 'text-to-dialogue-v3',
      body: { dialogue: [{ text: 'Hello there', voice: 'Rachel' }], stability: 0.5 },
    })
    expect(speech).toEqual({
      form: 'speech',
      model: 'text-to-dialogue-v3',
      prompt: 'Hello there',
      options: { voice: 'Rachel', stability: 0.5 },
    })
    const story = snapshotOfStart({
      path: routePath('v1_story_generate'),
      model: 'veo3',
      body: {
        model: 'veo3',
        scenes: [
          { prompt: 'a harbour', duration_seconds: 8 },
          { prompt: 'a storm', duration_seconds: 8 },
        ],
      },
    })
    expect(story).toMatchObject({ form: 'story', prompt: 'a harbour\na storm' })
  })

  it('keeps nothing of a start without words, or of a route that takes none', () => {
    const media = routePath('v1_media_generate')
    expect(
      snapshotOfStart({ path: media, model: 'm', body: { model: 'm', prompt: '  ' } }),
    ).toBeNull()
    const cutout = routePath('v1_remove_background')
    expect(
      snapshotOfStart({ path: cutout, model: 'm', body: { image_url: 'https://x' } }),
    ).toBeNull()
    // A preset may be saved without a prompt: the form's choices alone.
    expect(snapshotOfBody({ path: media, model: 'm', body: { model: 'm', prompt: '' } })).toEqual({
      form: 'image',
      model: 'm',
      prompt: '',
      options: {},
    })
  })
})
