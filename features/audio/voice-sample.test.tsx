// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Model } from '@/lib/api/models'
import { SAMPLE_LINE, voiceSamples } from '@/features/audio/model/voice-samples'
import { browserCache } from '@/lib/browser-cache'
import { VoiceSampleControl } from './voice-sample'

const MODEL: Model = {
  model_id: 'text-to-dialogue-v3',
  display_name: 'Dialogue v3',
  model_type: 'speech',
  cost_per_generation: 12,
  estimated_time_seconds: 10,
  voice_allowlist: ['Rachel', 'Adam'],
}

let starts: unknown[]
let account = 0
const reply = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

beforeEach(() => {
  starts = []
  account += 1
  browserCache.setScope(`voices-${account}`)
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    if (url.endsWith('/v1/balance')) return reply(200, { credits: 5000 })
    if (url.startsWith('/api/studio/')) return reply(200, {})
    // The free permission check's empty bodies start nothing (docs/decisions.md §D29).
    if (init?.body === '{}') return reply(400, { error: 'invalid_input', message: 'empty' })
    if (init?.method === 'POST') {
      starts.push(JSON.parse(String(init.body)))
      return reply(200, { generation_id: 'g-sample', status: 'pending' })
    }
    return reply(200, {
      id: 'g-sample',
      status: 'completed',
      outputs: [{ id: 'o1', url: 'https://cdn.example/sample.mp3', media_type: 'audio/mpeg' }],
    })
  })
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

function setup(voice = 'Rachel') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={client}>
      <VoiceSampleControl model={MODEL} voice={voice} />
    </QueryClientProvider>,
  )
}

describe('hearing a voice first', () => {
  it('shows the price before anything is spent, then makes one sample and plays it', async () => {
    setup()
    fireEvent.click(screen.getByRole('button', { name: 'Hear Rachel first' }))
    expect(starts).toHaveLength(0)
    expect(await screen.findByText(/costs/)).toHaveProperty(
      'textContent',
      expect.stringMatching(/12 credits.*5,000 available.*pay for this voice once/),
    )
    fireEvent.click(screen.getByRole('button', { name: 'Make the sample · 12 credits' }))
    const player = await screen.findByLabelText('Sample of Rachel')
    expect(player.tagName).toBe('AUDIO')
    expect(player.getAttribute('src')).toBe('https://cdn.example/sample.mp3')
    expect(starts).toEqual([
      expect.objectContaining({ text: SAMPLE_LINE, voice: 'Rachel', model: MODEL.model_id }),
    ])
  })

  it('plays a kept sample without paying again, and offers other voices their own', async () => {
    voiceSamples.add({ model: MODEL.model_id, voice: 'Rachel', generationId: 'g-sample' })
    setup()
    expect(await screen.findByLabelText('Sample of Rachel')).toBeTruthy()
    cleanup()
    setup('Adam')
    expect(screen.getByRole('button', { name: 'Hear Adam first' })).toBeTruthy()
    expect(starts).toHaveLength(0)
  })

  it('"Not now" sends nothing', () => {
    setup()
    fireEvent.click(screen.getByRole('button', { name: 'Hear Rachel first' }))
    fireEvent.click(screen.getByRole('button', { name: 'Not now' }))
    expect(screen.getByRole('button', { name: 'Hear Rachel first' })).toBeTruthy()
    expect(starts).toHaveLength(0)
  })
})
