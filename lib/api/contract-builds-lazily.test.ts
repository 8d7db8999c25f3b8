import { expect, it, vi } from 'vitest'

// Every page loads the contract's modules; none of them may build a schema as it loads
// (./lazy-schema.ts). zod is replaced, for this file only, by one that counts what is built.
const built = vi.hoisted(() => ({ count: 0 }))
vi.mock('zod', async (importActual) => {
  const actual = await importActual<typeof import('zod')>()
  const counted = new Proxy(actual.z, {
    get(target, key) {
      const value = Reflect.get(target, key)
      if (typeof value !== 'function') return value
      return (...args: unknown[]) => {
        built.count += 1
        return Reflect.apply(value, target, args)
      }
    },
  })
  return { ...actual, z: counted }
})

// The barrel (./index.ts) re-exports the others: it is left out, so what a module builds is
// counted against that module, not against the barrel that happened to load it first.
const modules = {
  ...import.meta.glob(['./*.ts', '!./*.test.ts', '!./index.ts']),
  ...import.meta.glob(['../studio-api/*.ts', '!../studio-api/*.test.ts']),
}

it('loads every module of the contract without building a schema', async () => {
  const loaded: { file: string; built: number }[] = []
  // One at a time, so what a module builds is counted against it.
  for (const [file, load] of Object.entries(modules)) {
    const before = built.count
    await load()
    loaded.push({ file, built: built.count - before })
  }
  expect(loaded.filter((m) => m.built > 0)).toEqual([])
  // The count does count: using a schema builds it.
  const { GenerationStatus } = await import('./generations')
  GenerationStatus.parse({ id: 'a', status: 'pending' })
  expect(built.count).toBeGreaterThan(0)
})
