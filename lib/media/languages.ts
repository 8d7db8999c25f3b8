export interface Language {
  code: string
  name: string
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyz'

/**
 * The code a language is known by today: retired aliases (`iw` for Hebrew, `in` for Indonesian,
 * `tw` for Akan…) map to their current code, so each language is listed once.
 */
function canonical(code: string): string {
  try {
    return Intl.getCanonicalLocales(code)[0] ?? code
  } catch {
    return code
  }
}

/**
 * The languages the browser can name, in `locale`: every two-letter ISO 639-1 code that
 * Intl.DisplayNames knows (no hand-written table), each once under its current code, sorted by
 * name.
 */
export function languageList(locale = 'en'): Language[] {
  const names = new Intl.DisplayNames([locale], { type: 'language', fallback: 'none' })
  const found: Language[] = []
  const seen = new Set<string>()
  for (const a of LETTERS) {
    for (const b of LETTERS) {
      const code = a + b
      let name: string | undefined
      try {
        name = names.of(code)
      } catch {
        name = undefined
      }
      // One entry a name: Twi (`tw`) is named Akan, as `ak` is; the first code found is kept.
      if (!name || name.toLowerCase() === code || canonical(code) !== code || seen.has(name))
        continue
      seen.add(name)
      found.push({ code, name })
    }
  }
  return found.sort((x, y) => x.name.localeCompare(y.name, locale))
}

/** The name of a code, or the code itself when the browser cannot name it. */
export function languageName(code: string, locale = 'en'): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'language', fallback: 'code' }).of(code) ?? code
  } catch {
    return code
  }
}

/** Languages whose name or code contains the query (case and accents ignored). */
export function searchLanguages(list: readonly Language[], query: string): Language[] {
  const fold = (s: string) =>
    s
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase()
  const q = fold(query.trim())
  if (!q) return [...list]
  return list.filter((l) => fold(l.name).includes(q) || l.code === q)
}
