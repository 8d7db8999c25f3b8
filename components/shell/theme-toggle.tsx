'use client'

import { useSyncExternalStore, type ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import { THEME_COOKIE, THEME_MAX_AGE_S, type Theme } from '@/lib/theme'

// The page is dark when the person chose it (html.dark, rendered by the server from the cookie),
// or when they chose nothing (neither class) and the system is dark: the stylesheet follows the
// same rule (tailwind.config.ts).
let systemDark: MediaQueryList | null = null
const system = () => (systemDark ??= matchMedia('(prefers-color-scheme: dark)'))

function isDark() {
  const classes = document.documentElement.classList
  return classes.contains('dark') || (!classes.contains('light') && system().matches)
}

function subscribe(onChange: () => void) {
  const observer = new MutationObserver(onChange)
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] })
  system().addEventListener('change', onChange)
  return () => {
    observer.disconnect()
    system().removeEventListener('change', onChange)
  }
}

function choose(theme: Theme) {
  const classes = document.documentElement.classList
  classes.toggle('dark', theme === 'dark')
  classes.toggle('light', theme === 'light')
  const secure = location.protocol === 'https:' ? '; Secure' : ''
  document.cookie = `${THEME_COOKIE}=${theme}; Path=/; Max-Age=${THEME_MAX_AGE_S}; SameSite=Lax${secure}`
}

/** `marks`: the light and dark marks, drawn by the server (components/shell/top-bar.tsx). */
export function ThemeToggle({ marks }: { marks: ReactNode }) {
  const dark = useSyncExternalStore(subscribe, isDark, () => false)
  return (
    <Button
      variant="ghost"
      size="sm"
      onClick={() => choose(isDark() ? 'light' : 'dark')}
      aria-pressed={dark}
      aria-label="Dark theme"
    >
      {/* Drawn by the stylesheet's rule, not the state: the server cannot know the system's
          theme, and the mark it serves must not turn over once the page is live. */}
      {marks}
    </Button>
  )
}
