/** The studio's pages in the order the navigation shows them: read by the nav and the command palette. */
export const NAV_ITEMS = [
  { href: '/create', label: 'Create' },
  { href: '/runs', label: 'Runs' },
  { href: '/gallery', label: 'Gallery' },
  { href: '/tools', label: 'Tools' },
  { href: '/assets', label: 'Assets' },
  { href: '/audio', label: 'Audio' },
  { href: '/story', label: 'Story' },
  { href: '/orders', label: 'Orders' },
  { href: '/models', label: 'Models' },
  { href: '/usage', label: 'Usage' },
] as const
