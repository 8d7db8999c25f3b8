import { describe, expect, it } from 'vitest'
import { JOB_KINDS, jobKindDef } from './job-kinds'
import { matchRoute, routePath } from './routes'

describe('routePath', () => {
  it('gives the table path of a route without parameters', () => {
    expect(routePath('v1_music_generate')).toBe('/v1/generate/music')
  })

  it('fills and percent-encodes the parameters the template names', () => {
    expect(routePath('v1_premium_video_answer_question', { question_id: 'q 1/2' })).toBe(
      '/v1/premium-video/questions/q%201%2F2/answer',
    )
  })

  it('refuses, at typecheck, a route the table does not have or a parameter it does not name', () => {
    // @ts-expect-error: no such route
    expect(() => routePath('v1_no_such_route')).toThrow()
    // @ts-expect-error: the asset routes name `id`, not `asset_id`
    routePath('v1_assets_rename', { asset_id: 'a' })
  })

  it("derives every job kind's status path from its status route", () => {
    for (const kind of JOB_KINDS) {
      const def = jobKindDef(kind)
      const match = matchRoute('GET', def.statusPath('job-1'))
      expect(match?.route.id, kind).toBe(def.statusRoute)
      expect(Object.values(match!.params)).toEqual(['job-1'])
    }
  })
})
