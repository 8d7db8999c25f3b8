import { describe, expect, it } from 'vitest'
import { workspaceBackends } from '@/lib/test/databases'
import { pooledWorkspace } from './pooled-test-workspace'
import { resultMarks } from './result-marks'

// A result's id is the service's, kept as PostgreSQL can hold it (a NUL reads as U+FFFD): the
// marks written under such an id are the ones read back, and the write's answer says so.
describe.each(workspaceBackends())(
  'marks of a result whose id holds a NUL, on $name',
  (backend) => {
    if (backend.skip) return it.skip(`needs a real PostgreSQL: ${backend.skip}`)
    const workspace = pooledWorkspace(backend, 2)

    it('reads back what was written, never refusing after it was kept', async () => {
      const marks = resultMarks(workspace().db, 'acct-nul-id')
      const ref = { kind: 'media', id: 'job\u0000one' }
      expect(await marks.write(ref, { tags: ['kite'], rating: 4 })).toBe(true)
      expect(await marks.read(ref)).toEqual({ tags: ['kite'], rating: 4 })
      expect(await marks.write(ref, { tags: [], rating: null })).toBe(true)
      expect(await marks.read(ref)).toEqual({ tags: [], rating: null })
    })
  },
)
