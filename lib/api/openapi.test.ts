import { describe, expect, it } from 'vitest'
import { buildOpenApiDocument } from './openapi'
import { PUBLIC_PATHS, ROUTES } from './routes'

/** Operations are read loosely here; the shapes are what the assertions check. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Op = Record<string, any>

const doc = buildOpenApiDocument({ serverUrl: 'http://localhost:4010' })

function refsOf(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((v) => refsOf(v, out))
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (k === '$ref' && typeof v === 'string') out.push(v)
      else refsOf(v, out)
    }
  }
  return out
}

describe('OpenAPI document', () => {
  it('is OpenAPI 3.1.0, version 1.0.0', () => {
    expect(doc.openapi).toBe('3.1.0')
    expect(doc.info).toMatchObject({ version: '1.0.0' })
  })

  it.each(ROUTES.map((r) => [r.id, r] as const))(
    '%s: method, scopes, security, errors',
    (_id, route) => {
      const op = doc.paths[route.path]?.[route.method.toLowerCase()] as Op
      expect(op.operationId).toBe(route.id)
      expect(op['x-required-scopes']).toEqual(route.scopes)
      expect(op.security).toEqual([{ ApiKeyHeader: route.scopes }, { BearerAuth: route.scopes }])
      expect(Object.keys(op.responses)).toEqual(
        expect.arrayContaining(['200', '401', '403', '429']),
      )
      const pathParams = [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1])
      expect(
        op.parameters
          .filter((p: { in: string }) => p.in === 'path')
          .map((p: { name: string }) => p.name),
      ).toEqual(pathParams)
    },
  )

  it('describes bodies, queries and the multipart upload', () => {
    const media = doc.paths['/v1/generate/media']!.post as Op
    expect(media.requestBody.content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/MediaGenerateRequest',
    })
    expect(Object.keys(media.responses)).toEqual(expect.arrayContaining(['400']))
    const extend = doc.paths['/v1/generate/media/extend']!.post as Op
    expect(extend.responses['402'].description).toContain('insufficient_credits')
    const upload = doc.paths['/v1/upload/media']!.post as Op
    expect(upload.requestBody.content['multipart/form-data'].schema.required).toEqual(['file'])
    const list = doc.paths['/v1/generations']!.get as Op
    expect(list.parameters.map((p: { name: string }) => p.name)).toEqual([
      'status',
      'model',
      'generation_type',
      'limit',
    ])
  })

  it('includes the public routes without security', () => {
    for (const path of PUBLIC_PATHS)
      expect((doc.paths[path]?.get as Record<string, unknown>).security).toEqual([])
  })

  it('resolves every $ref and has strict requests, loose responses', () => {
    const schemas = (doc.components as { schemas: Record<string, Record<string, unknown>> }).schemas
    for (const ref of refsOf(doc))
      expect(schemas[ref.replace('#/components/schemas/', '')], ref).toBeDefined()
    expect(schemas.MediaGenerateRequest!.additionalProperties).toBe(false)
    expect(schemas.GenerationStatus!.additionalProperties).toEqual({})
    expect(JSON.stringify(doc)).not.toContain('"$schema"')
  })
})
