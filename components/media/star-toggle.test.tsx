// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { toastStore } from '@/components/ui/toast'
import { StarToggle } from './star-toggle'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const refusal =
  'You have starred 5,000 outputs, the most an account keeps. Unstar some to star these.'

describe('StarToggle', () => {
  it('says in words why a star was refused', async () => {
    vi.stubGlobal('fetch', async () =>
      Response.json({ error: 'too_many_stars', message: refusal }, { status: 409 }),
    )
    const client = new QueryClient()
    render(
      <QueryClientProvider client={client}>
        <StarToggle output={{ kind: 'media', id: 'o-1' }} title="a lighthouse" starred={false} />
      </QueryClientProvider>,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Star a lighthouse' }))
    await waitFor(() =>
      expect(toastStore.getSnapshot()).toContainEqual(
        expect.objectContaining({ title: 'Could not star it', body: refusal, tone: 'danger' }),
      ),
    )
  })
})
