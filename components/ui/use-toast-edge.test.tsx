// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import { afterEach, expect, it, vi } from 'vitest'
import { ToastRegion } from './toast-region'

// Counts the placement code's loads: a factory runs when its module is first imported.
const loaded = vi.hoisted(() => ({ count: 0 }))
vi.mock('./toast-edge', async (importOriginal) => {
  loaded.count += 1
  return importOriginal()
})

afterEach(cleanup)

it('loads the placement at the page’s first focus, before any notice can cover the field', async () => {
  render(
    <>
      <textarea aria-label="Prompt" />
      <ToastRegion />
    </>,
  )
  // A page that starts loads nothing of it.
  await new Promise((resolve) => setTimeout(resolve, 10))
  expect(loaded.count).toBe(0)
  screen.getByRole('textbox', { name: 'Prompt' }).focus()
  await waitFor(() => expect(loaded.count).toBe(1))
})
