// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { GenerationView } from '@/lib/jobs/generation-view'
import { OrderShelf } from './order-shelf'

vi.mock('next/link', () => ({
  default: ({
    href,
    children,
    className,
  }: {
    href: string
    children: React.ReactNode
    className?: string
  }) => (
    <a href={href} className={className}>
      {children}
    </a>
  ),
}))

afterEach(cleanup)

const delivered: GenerationView = {
  id: 'g1',
  phase: 'completed',
  status: 'completed',
  model: 'premium-video',
  prompt: 'A short teaser for a smart desk lamp',
  generationType: 'premium',
  createdAt: null,
  completedAt: null,
  processingMs: null,
  credits: null,
  outputs: [
    {
      id: 'o1',
      kind: 'video',
      url: 'https://cdn.test/film.mp4',
      originalUrl: 'https://cdn.test/film.mp4',
      thumbnailUrl: 'https://cdn.test/film.jpg',
      width: null,
      height: null,
      format: null,
      fileSize: null,
      durationSeconds: null,
      label: null,
    },
  ],
  sourceMediaUrls: [],
  errorMessage: null,
  orderId: 'ord_1',
  isPremiumOrder: true,
  parameters: [],
}

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
