import { stat } from 'node:fs/promises'
import { MediaInputError } from './errors'

export function assertIntegerInRange(
  name: string,
  value: unknown,
  min: number,
  max: number,
): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    throw new MediaInputError(
      `${name} must be an integer between ${min} and ${max}, got ${String(value)}`,
    )
  }
  return value
}

export function assertNumberInRange(
  name: string,
  value: unknown,
  min: number,
  max: number,
): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < min || value > max) {
    throw new MediaInputError(
      `${name} must be a number between ${min} and ${max}, got ${String(value)}`,
    )
  }
  return value
}

export function assertString(
  name: string,
  value: unknown,
  { nonEmpty = false, maxLength = 100_000 } = {},
): string {
  if (typeof value !== 'string') throw new MediaInputError(`${name} must be a string`)
  if (nonEmpty && value.trim() === '') throw new MediaInputError(`${name} must not be empty`)
  if (value.length > maxLength) {
    throw new MediaInputError(`${name} must be at most ${maxLength} characters`)
  }
  return value
}

export function assertBoolean(name: string, value: unknown): boolean {
  if (typeof value !== 'boolean') throw new MediaInputError(`${name} must be a boolean`)
  return value
}

export function assertOptionalSeed(seed: unknown): number | undefined {
  if (seed === undefined) return undefined
  if (typeof seed !== 'number' || !Number.isFinite(seed)) {
    throw new MediaInputError(`seed must be a finite number, got ${String(seed)}`)
  }
  return seed
}

export function assertOutputPath(name: string, value: unknown): string {
  const path = assertString(name, value, { nonEmpty: true })
  if (path.endsWith('/'))
    throw new MediaInputError(`${name} must be a file path, got a directory: ${path}`)
  return path
}

/** Resolves to the file size; rejects with a MediaInputError if it is missing, a directory or empty. */
export async function assertReadableFile(name: string, path: unknown): Promise<number> {
  const file = assertString(name, path, { nonEmpty: true })
  const info = await stat(file).catch(() => null)
  if (!info) throw new MediaInputError(`${name} does not exist: ${file}`)
  if (!info.isFile()) throw new MediaInputError(`${name} is not a regular file: ${file}`)
  if (info.size === 0) throw new MediaInputError(`${name} is empty: ${file}`)
  return info.size
}
