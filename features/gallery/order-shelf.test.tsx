// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { generationFixture, outputFixture } from '@/lib/test/generation-fixtures'
import { OrderShelf } from './order-shelf'

vi.mock('next/link', () => import('@/lib/test/plain-next-link'))

afterEach(cleanup)

const delivered = generationFixture({
  model: 'premium-video',
  prompt: 'A short teaser for a smart desk lamp',
  generationType: 'premium',
  outputs: [
    outputFixture({
      url: 'https://cdn.test/film.mp4',
      originalUrl: 'https://cdn.test/film.mp4',
      thumbnailUrl: 'https://cdn.test/film.jpg',
    }),
  ],
  orderId: 'ord_1',
  isPremiumOrder: true,
})

const pictures = () => document.querySelectorAll('img, video')

describe('OrderShelf', () => {
  it("shows a delivered order's poster, fetched first", () => {
    render(<OrderShelf orders={[delivered]} waiting={0} postersShown />)
    expect(pictures()).toHaveLength(1)
    expect(pictures()[0]!.getAttribute('src')).toBe('https://cdn.test/film.jpg')
    expect(pictures()[0]!.getAttribute('fetchpriority')).toBe('high')
  })

  it('keeps its posters out while a detail opened by its URL is over the page', () => {
    render(<OrderShelf orders={[delivered]} waiting={0} postersShown={false} />)
    expect(screen.getByText('A short teaser for a smart desk lamp')).toBeTruthy()
    expect(pictures()).toHaveLength(0)
  })
})
