import { z } from 'zod'
import { ASSET_NAME_PATTERN } from '@/lib/api/decisions'

/** Spec 8: asset names are at most 64 of a-z, 0-9, _ and -. */
export const ASSET_NAME_MAX_LENGTH = 64
const FALLBACK_NAME = 'asset'

function badCharacters(name: string): string[] {
  return [...new Set(name.replace(/[a-z0-9_-]/g, ''))]
}

const quoted = (chars: string[]) => chars.map((c) => (c === ' ' ? 'spaces' : `“${c}”`)).join(', ')

/**
 * What is wrong with a name for a library whose names are `taken`, in words, or null when the
 * service will accept it. The same rules as the service, so a bad name is never sent.
 */
export function assetNameProblem(name: string, taken: ReadonlySet<string>): string | null {
  if (!name) return 'Enter a name.'
  if (name.length > ASSET_NAME_MAX_LENGTH) {
    return `Use at most ${ASSET_NAME_MAX_LENGTH} characters (this one has ${name.length}).`
  }
  if (!ASSET_NAME_PATTERN.test(name)) {
    const bad = badCharacters(name)
    const others = bad.filter((c) => !/[A-Z]/.test(c))
    const what = [
      ...(others.length < bad.length ? ['capitals'] : []),
      ...(others.length ? [quoted(others)] : []),
    ].join(', ')
    return `Use only small letters, numbers, hyphens and underscores (not ${what}): try “${slugOf(name)}”.`
  }
  if (taken.has(name)) return `“${name}” is already in this library: choose another name.`
  return null
}

function withSuffix(base: string, n: number): string {
  const suffix = `-${n}`
  return `${base.slice(0, ASSET_NAME_MAX_LENGTH - suffix.length)}${suffix}`
}

/** Text made into a valid name: `My Photo (1)` -> `my-photo-1`. */
function slugOf(text: string): string {
  return (
    text
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^a-z0-9_-]+/g, '-')
      .replace(/-{2,}/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, ASSET_NAME_MAX_LENGTH)
      .replace(/-+$/, '') || FALLBACK_NAME
  )
}

/** A valid, free name made from a file name: `My Photo (1).PNG` -> `my-photo-1`. */
export function nameFromFilename(filename: string, taken: ReadonlySet<string>): string {
  const base = slugOf(filename.replace(/\.[^./]*$/, ''))
  if (!taken.has(base)) return base
  for (let n = 2; ; n += 1) {
    const candidate = withSuffix(base, n)
    if (!taken.has(candidate)) return candidate
  }
}

/** The name field for react-hook-form: the service's rules and the library's free names, live. */
export function assetNameSchema(taken: ReadonlySet<string>) {
  return z.string().superRefine((name, ctx) => {
    const problem = assetNameProblem(name, taken)
    if (problem) ctx.addIssue({ code: 'custom', message: problem })
  })
}
