import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { ROUTE_SCHEMAS } from './route-schemas'
import { matchRoute, ROUTES } from './routes'

describe('route schemas', () => {
  it('cover every route of the table', () => {
    expect(Object.keys(ROUTE_SCHEMAS).sort()).toEqual(ROUTES.map((r) => r.id).sort())
  })

  it.each(ROUTES.map((r) => [r.id, r] as const))(
    '%s: the table names exactly the query the schema takes',
    (id, r) => {
      const schemas = ROUTE_SCHEMAS[id]
      const names = 'query' in schemas ? Object.keys(schemas.query.shape) : []
      expect([...r.query].sort()).toEqual(names.sort())
    },
  )

  it.each(Object.entries(ROUTE_SCHEMAS))('%s: responses pass unknown members through', (_id, s) => {
    const shape = (s.response as z.ZodObject).shape
    const minimal = Object.fromEntries(
      Object.entries(shape).flatMap(([k, v]) =>
        (v as z.ZodType).safeParse(undefined).success ? [] : [[k, sample(v as z.ZodType)]],
      ),
    )
    const parsed = s.response.safeParse({ ...minimal, brand_new_field: 1 })
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true)
    expect((parsed.data as Record<string, unknown>).brand_new_field).toBe(1)
  })

  it.each(Object.entries(ROUTE_SCHEMAS).filter(([, s]) => 'body' in s))(
    '%s: request bodies reject unknown members',
    (_id, s) => {
      const body = (s as { body: z.ZodType }).body
      const result = body.safeParse({ brand_new_field: 1 })
      expect(result.success).toBe(false)
    },
  )
})

function sample(schema: z.ZodType): unknown {
  for (const candidate of ['x', 1, true, [], {}])
    if (schema.safeParse(candidate).success) return candidate
  return null
}

describe('matchRoute', () => {
  it('matches templates and keeps tricks out', () => {
    expect(matchRoute('GET', '/v1/generate/media/abc')?.route.id).toBe('v1_media_status_get')
    expect(matchRoute('POST', '/v1/generate/media/extend')?.route.id).toBe('v1_media_extend')
    expect(matchRoute('GET', '/v1/generate/media/..')).toBeNull()
    expect(matchRoute('GET', '/v1/generate/media/a/b')).toBeNull()
  })
})
