'use client'

import NextLink from 'next/link'
import { useState, type ComponentProps } from 'react'

/**
 * The studio's link: Next's, prefetching its page when the person shows intent (pointer over it,
 * focus, a touch) instead of when it enters the viewport. A page holds many links (the main
 * navigation, tiles, shelves); prefetching them all at load competes with the page being shown
 * (docs/performance.md, "What a page loads first").
 */
export function Link({
  onPointerEnter,
  onFocus,
  onTouchStart,
  ...props
}: ComponentProps<typeof NextLink>) {
  const [intent, setIntent] = useState(false)
  return (
    <NextLink
      {...props}
      prefetch={intent ? null : false}
      onPointerEnter={(event) => {
        setIntent(true)
        onPointerEnter?.(event)
      }}
      onFocus={(event) => {
        setIntent(true)
        onFocus?.(event)
      }}
      onTouchStart={(event) => {
        setIntent(true)
        onTouchStart?.(event)
      }}
    />
  )
}
