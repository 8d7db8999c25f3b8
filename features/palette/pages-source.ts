import { NAV_ITEMS } from '@/lib/nav-items'
import { useCurrentPath } from '@/lib/navigation'
import type { PaletteCommand, PaletteSource } from '@/features/palette/model/palette-source'

/** Go to any page of the navigation: the nav's own table, so a new page is offered at once. */
export const pagesSource: PaletteSource = {
  id: 'pages',
  heading: 'Go to',
  useCommands: () => {
    const path = useCurrentPath()
    return NAV_ITEMS.map((item): PaletteCommand => ({
      id: item.href,
      label: item.label,
      keywords: ['go', 'page', 'open'],
      hint: path.startsWith(item.href) ? 'You are here' : undefined,
      perform: { href: item.href },
    }))
  },
}
