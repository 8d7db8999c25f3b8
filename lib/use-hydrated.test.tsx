// @vitest-environment jsdom
import { act } from '@testing-library/react'
import { lazy, Suspense, type ReactNode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { OnceLive } from './use-hydrated'

/** Serves `page` as the server would, hydrates it, and says what showed at each step. */
async function serveAndHydrate(page: () => ReactNode) {
  const Page = page
  const container = document.createElement('div')
  container.innerHTML = renderToString(<Page />)
  const served = container.textContent
  const problems: unknown[] = []
  await act(async () => {
    hydrateRoot(container, <Page />, { onRecoverableError: (error) => problems.push(error) })
  })
  return { served, live: () => container.textContent, problems }
}

describe('OnceLive', () => {
  it('hydrates what the server rendered, then shows its children without rendering the page again', async () => {
    let pageRenders = 0
    const { served, live, problems } = await serveAndHydrate(() => {
      pageRenders += 1
      return (
        <main>
          <OnceLive served={<p>The preview</p>}>
            <p>The form</p>
          </OnceLive>
        </main>
      )
    })
    expect(served).toBe('The preview')
    expect(live()).toBe('The form')
    expect(problems).toEqual([])
    // Once on the server, once hydrating: going live re-rendered the gate alone.
    expect(pageRenders).toBe(2)
  })

  it('mounts its children in the background: while their code loads, the served part stays', async () => {
    let load: (value: { default: () => ReactNode }) => void = () => {}
    const Form = lazy(
      () => new Promise<{ default: () => ReactNode }>((resolve) => (load = resolve)),
    )
    const { live } = await serveAndHydrate(() => (
      <Suspense fallback={<p>A fallback</p>}>
        <OnceLive served={<p>The preview</p>}>
          <Form />
        </OnceLive>
      </Suspense>
    ))
    // A render that blocks the page would have put the boundary's fallback up instead.
    expect(live()).toBe('The preview')
    await act(async () => load({ default: () => <p>The form</p> }))
    expect(live()).toBe('The form')
  })
})
