'use client'

import { useSyncExternalStore } from 'react'
import { Button } from '@/components/ui/button'

function subscribe(onChange: () => void) {
  const observer = new MutationObserver(onChange)
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] })
  return () => observer.disconnect()
}

const isDark = () => document.documentElement.classList.contains('dark')

export function ThemeToggle() {
  const dark = useSyncExternalStore(subscribe, isDark, () => false)
  const toggle = () => {
    const next = !isDark()
    document.documentElement.classList.toggle('dark', next)
    localStorage.setItem('theme', next ? 'dark' : 'light')
  }
  return (
    <Button variant="ghost" size="sm" onClick={toggle} aria-pressed={dark} aria-label="Dark theme">
      {dark ? '☾' : '☀'}
    </Button>
  )
}
