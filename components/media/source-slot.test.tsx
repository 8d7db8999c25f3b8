// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { MediaOriginsProvider } from './media-origins'
import { SourceSlot } from './source-slot'

function renderSlot(url: string) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <MediaOriginsProvider origins={['https://cdn.service.test']}>
        <SourceSlot kind="image" label="Image" url={url} onChange={vi.fn()} />
      </MediaOriginsProvider>
    </QueryClientProvider>,
  )
}

describe('a filled source slot', () => {
  it('shows the service’s own media as a preview', () => {
    renderSlot('https://cdn.service.test/out/fox.png')
    expect(screen.getByRole('img', { name: 'Image' })).toHaveAttribute(
      'src',
      'https://cdn.service.test/out/fox.png',
    )
  })

  it('names a URL from elsewhere as a link and never loads it', () => {
    const { container } = renderSlot('https://example.com/pets/cat.png?sig=abc')
    expect(container.querySelector('img')).toBeNull()
    const link = screen.getByRole('link', { name: /cat\.png on example\.com/ })
    expect(link).toHaveAttribute('href', 'https://example.com/pets/cat.png?sig=abc')
    expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    expect(container).not.toHaveTextContent('sig=abc')
  })

  it('neither loads nor links a source that is not a web address', () => {
    const { container } = renderSlot('javascript:alert(1)')
    expect(container.querySelector('img')).toBeNull()
    expect(container.querySelector('a[href^="javascript"]')).toBeNull()
    expect(screen.getByText('a source that is not a web address')).toBeVisible()
  })
})
