import type { ComponentProps } from 'react'

/**
 * `next/link` for jsdom tests, which have no Next router: a plain anchor with the link's own
 * attributes, without Next's `prefetch` (not an attribute of an anchor). Use it as
 * `vi.mock('next/link', () => import('@/lib/test/plain-next-link'))`.
 */
export default function PlainNextLink({
  href,
  children,
  prefetch: _prefetch,
  ...rest
}: Omit<ComponentProps<'a'>, 'href'> & { href: string; prefetch?: boolean | null }) {
  return (
    <a href={href} {...rest}>
      {children}
    </a>
  )
}
