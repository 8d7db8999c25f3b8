'use client'

import type { ComponentProps } from 'react'
import { useHydrated } from '@/lib/use-hydrated'

/**
 * A fieldset disabled while the page is the server's HTML and enabled once its scripts run (see
 * `useHydrated`). Only the fieldset renders again when that happens: its children, made by the
 * parent, are the same elements and are left as they are.
 */
export function HydratedFieldset({ disabled, ...props }: ComponentProps<'fieldset'>) {
  const hydrated = useHydrated()
  return <fieldset {...props} disabled={disabled || !hydrated} />
}
