// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { useState } from 'react'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { KeyboardEntry } from './keyboard-entry'
import { useShortcuts } from '@/components/ui/use-shortcuts'

vi.mock('next/navigation', () => ({
  useRouter: () => ({ push: vi.fn() }),
  usePathname: () => '/orders/queue',
  useSearchParams: () => new URLSearchParams(),
}))

beforeAll(() => {
  // jsdom lays nothing out: the palette's list scrolls its chosen row into view and watches sizes.
  Element.prototype.scrollIntoView = () => {}
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
})

function ReviewQueueScreen() {
  useShortcuts('review-queue', 'Review queue', [{ keys: ['j'], label: 'Next question' }])
  return <input aria-label="Answer" />
}

/** A page whose queue can leave it, as a route change would. */
function Page() {
  const [queue, setQueue] = useState(true)
  return (
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { enabled: false } } })}
    >
      {queue ? <ReviewQueueScreen /> : null}
      <button type="button" onClick={() => setQueue(false)}>
        Leave the queue
      </button>
      <KeyboardEntry />
    </QueryClientProvider>
  )
}

/** A key as a browser sends it: to the focused element, where a field takes what it types. */
function press(key: string) {
  const target = document.activeElement ?? document.body
  const typed = fireEvent.keyDown(target, { key })
  if (!typed || !(target instanceof HTMLInputElement)) return
  const value = key === 'Backspace' ? target.value.slice(0, -1) : target.value + key
  fireEvent.change(target, { target: { value } })
}

const map = () => screen.findByRole('dialog', { name: 'Keyboard shortcuts' }, { timeout: 5_000 })

describe('keyboard map', () => {
  // First of the file: the palette's code is not loaded yet, as on a page's first Ctrl+K.
  it('hands every key typed right after Ctrl+K to the palette, none to the page', async () => {
    const pageKeys: string[] = []
    const listen = (event: KeyboardEvent) => pageKeys.push(event.key)
    document.addEventListener('keydown', listen)
    render(<Page />)
    fireEvent.keyDown(document.body, { key: 'k', ctrlKey: true })
    // Typed at once, where a browser sends keys: to whatever has focus.
    for (const key of [...'lighx', 'Backspace', ...'thouse']) press(key)
    const dialog = await screen.findByRole('dialog', { name: 'Commands' }, { timeout: 10_000 })
    await waitFor(() => expect(within(dialog).getByRole('combobox')).toHaveValue('lighthouse'))
    expect(within(dialog).getByRole('combobox')).toHaveFocus()
    document.removeEventListener('keydown', listen)
    expect(pageKeys).toEqual([])
  })

  it('opens on ? and lists the page’s shortcuts and the ones that work anywhere', async () => {
    render(<Page />)
    fireEvent.keyDown(document.body, { key: '?' })
    const dialog = await map()
    expect(within(dialog).getByRole('heading', { name: 'Review queue' })).toBeVisible()
    expect(within(dialog).getByText('Next question')).toBeVisible()
    expect(within(dialog).getByText('Go to a page or run a command')).toBeVisible()
  })

  it('stays shut while ? is typed in a field', async () => {
    render(<Page />)
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Answer' }), { key: '?' })
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('never lists what the page no longer answers', async () => {
    render(<Page />)
    fireEvent.click(screen.getByRole('button', { name: 'Leave the queue' }))
    fireEvent.keyDown(document.body, { key: '?' })
    const dialog = await map()
    expect(within(dialog).queryByText('Next question')).toBeNull()
    expect(within(dialog).getByText('Go to a page or run a command')).toBeVisible()
  })

  it('opens the command palette on Ctrl+K, even from a field', async () => {
    render(<Page />)
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Answer' }), { key: 'k', ctrlKey: true })
    expect(
      // The palette's code loads on this first use: allow for the import.
      await screen.findByRole('dialog', { name: 'Commands' }, { timeout: 10_000 }),
    ).toBeVisible()
  })
})
