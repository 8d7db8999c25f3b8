import { useMemo } from 'react'
import { languageList, type Language } from '@/lib/media/languages'

/** The languages the browser can name, in its own language (computed once per mount). */
export function useLanguages(): Language[] {
  return useMemo(() => {
    const locale = typeof navigator === 'undefined' ? 'en' : navigator.language
    try {
      return languageList(locale)
    } catch {
      return languageList('en')
    }
  }, [])
}
