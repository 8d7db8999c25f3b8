// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Model } from '@/lib/api/models'
import { modelInWords } from '@/lib/catalog/catalog-words'
import type { ServerProblem } from '@/lib/forms/server-errors'
import { AudioFooter } from './audio-footer'

const MODEL: Model = {
  model_id: 'V5',
  display_name: 'Suno V5',
  model_type: 'music',
  cost_per_generation: 12,
  estimated_time_seconds: 120,
}

beforeEach(() => {
  vi.stubGlobal('fetch', async () => ({
    ok: true,
    status: 200,
    json: async () => ({ credits: 5000, purchase_url: 'https://pay.example/top-up' }),
  }))
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const problem = (fix: ServerProblem['fix'], message = 'Refused.'): ServerProblem => ({
  code: null,
  message,
  fieldErrors: [],
  fix,
})

function setup(
  run: Partial<{ problem: ServerProblem | null; waitLeft: number; pending: boolean }> = {},
  extra: { blocked?: boolean; onPickModel?: (id: string) => void; model?: Model | null } = {},
) {
  const submit = vi.fn()
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={client}>
      <AudioFooter
        model={extra.model === undefined ? MODEL : extra.model}
        run={{ submit, problem: null, waitLeft: 0, pending: false, ...run }}
        blocked={extra.blocked ?? false}
        submitLabel="Generate music"
        onPickModel={extra.onPickModel}
      />
    </QueryClientProvider>,
  )
  return { submit }
}

describe('AudioFooter', () => {
  it('shows the price and typical time, and a live button with the form’s label', () => {
    setup()
    expect(screen.getByText('Usually takes about 2 min.')).toBeTruthy()
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Generate music' })
    expect(button.disabled).toBe(false)
    expect(button.type).toBe('submit')
  })

  it('shows no price without a model', () => {
    setup({}, { model: null })
    expect(screen.queryByText(/Usually takes/)).toBeNull()
  })

  it('keeps the button off while sending, when the balance is short, or during a 429 wait', () => {
    setup({ pending: true })
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Starting…' }).disabled).toBe(true)
    cleanup()
    setup({}, { blocked: true })
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Generate music' }).disabled).toBe(
      true,
    )
    cleanup()
    setup({ problem: problem({ kind: 'wait', seconds: 9 }, 'Too many requests.'), waitLeft: 7 })
    expect(screen.getByRole('alert').textContent).toContain('Too many requests.')
    expect(screen.getByText('Try again in 7 s')).toBeTruthy()
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Generate music' }).disabled).toBe(
      true,
    )
  })

  it('offers the balance’s top-up link and a retry that submits again', async () => {
    const { submit } = setup({ problem: problem({ kind: 'top-up', purchaseUrl: null }) })
    const link = await screen.findByRole<HTMLAnchorElement>('link', { name: /^Top up credits/ })
    expect(link.href).toBe('https://pay.example/top-up')
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(submit).toHaveBeenCalledTimes(1)
  })

  it('hands a model the refusal offers to the form', () => {
    const onPickModel = vi.fn()
    setup(
      { problem: problem({ kind: 'pick', target: 'model', values: ['V4_5'] }) },
      { onPickModel },
    )
    // Named in words (the catalog's name once it is read), never by id; the id goes to the form.
    fireEvent.click(screen.getByRole('button', { name: `Use ${modelInWords('V4_5')}` }))
    expect(onPickModel).toHaveBeenCalledWith('V4_5')
  })
})
