'use client'

import { usePathname, useSearchParams } from 'next/navigation'

// With a pages/ directory in the app (the streamed upload route), Next types these hooks as
// nullable for Pages Router compatibility; App Router pages always have both.
const NO_PARAMS = new URLSearchParams()

export function useQueryParams(): URLSearchParams {
  return (useSearchParams() as URLSearchParams | null) ?? NO_PARAMS
}

export function useCurrentPath(): string {
  return usePathname() ?? '/'
}
