import { z } from 'zod'
import { ERROR_CODES, statusOf } from './errors'
import { ROUTE_SCHEMAS, type RouteError, type RouteSchemas } from './route-schemas'
import { RATE_LIMITS, ROUTES, type RouteDef } from './routes'
import { componentSchemas, inlineSchema, namedSchemas, type JsonSchema } from './schema-registry'
import { PUBLIC_OPERATIONS } from './openapi-public'

export type OpenApiDocument = Record<string, unknown> & {
  openapi: '3.1.0'
  paths: Record<string, Record<string, JsonSchema>>
}

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` })
const json = (schema: JsonSchema) => ({ 'application/json': { schema } })

function schemaRef(names: Map<z.ZodType, string>, schema: z.ZodType): JsonSchema {
  const name = names.get(schema)
  return name ? ref(name) : inlineSchema(schema)
}

function parameters(route: RouteDef, schemas: RouteSchemas): JsonSchema[] {
  const pathParams = [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => ({
    name: m[1],
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }))
  const query = schemas.query instanceof z.ZodObject ? Object.entries(schemas.query.shape) : []
  const queryParams = query.map(([name, field]) => ({
    name,
    in: 'query',
    required: !(field as z.ZodType).safeParse(undefined).success,
    schema: inlineSchema(field as z.ZodType),
  }))
  return [...pathParams, ...queryParams]
}

function requestBody(names: Map<z.ZodType, string>, schemas: RouteSchemas): JsonSchema | undefined {
  if (schemas.bodyKind === 'multipart') {
    const file = { type: 'string', contentMediaType: 'application/octet-stream' }
    const schema = { type: 'object', required: ['file'], properties: { file } }
    return { required: true, content: { 'multipart/form-data': { schema } } }
  }
  return schemas.body
    ? { required: true, content: json(schemaRef(names, schemas.body)) }
    : undefined
}

function errorResponses(errors: readonly RouteError[]): Record<string, JsonSchema> {
  const byStatus = new Map<number, string[]>()
  for (const e of errors) {
    const code = typeof e === 'string' ? e : e.code
    const status = typeof e === 'string' ? statusOf(e) : e.status
    byStatus.set(status, [...(byStatus.get(status) ?? []), code])
  }
  const responses: Record<string, JsonSchema> = {
    '401': { description: 'API key missing, invalid or revoked', content: json(ref('DetailBody')) },
    '403': {
      description: 'missing_scope: the key lacks the required scope',
      content: json(ref('DetailBody')),
    },
    '429': { description: 'rate_limit_exceeded', content: json(ref('RateLimitBody')) },
  }
  for (const [status, codes] of byStatus) {
    const description = codes.map(
      (c) => `${c}: ${ERROR_CODES[c as keyof typeof ERROR_CODES].description}`,
    )
    responses[String(status)] = {
      description: description.join('\n'),
      content: json(ref('ErrorBody')),
    }
  }
  return responses
}

function operation(names: Map<z.ZodType, string>, route: RouteDef): JsonSchema {
  const schemas: RouteSchemas = ROUTE_SCHEMAS[route.id as keyof typeof ROUTE_SCHEMAS]
  const limit = RATE_LIMITS[route.rateGroup]
  const body = requestBody(names, schemas)
  return {
    operationId: route.id,
    summary: route.summary,
    tags: [route.path.split('/')[2] ?? 'v1'],
    parameters: parameters(route, schemas),
    ...(body ? { requestBody: body } : {}),
    responses: {
      '200': { description: 'OK', content: json(schemaRef(names, schemas.response)) },
      ...errorResponses(schemas.errors),
    },
    security: [{ ApiKeyHeader: [...route.scopes] }, { BearerAuth: [...route.scopes] }],
    'x-required-scopes': [...route.scopes],
    'x-rate-limit': {
      group: route.rateGroup,
      limit: limit.limit,
      window_seconds: limit.windowSeconds,
    },
  }
}

/** The OpenAPI 3.1.0 description of the service, built from the route table and the schemas. */
export function buildOpenApiDocument(options: { serverUrl?: string } = {}): OpenApiDocument {
  const names = namedSchemas()
  const paths: OpenApiDocument['paths'] = {}
  for (const route of ROUTES as readonly RouteDef[]) {
    paths[route.path] = {
      ...paths[route.path],
      [route.method.toLowerCase()]: operation(names, route),
    }
  }
  for (const [path, op] of Object.entries(PUBLIC_OPERATIONS)) paths[path] = { get: op }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Media Generation Service API',
      version: '1.0.0',
      description:
        'Asynchronous image, video, music and speech generation paid with prepaid credits.',
    },
    ...(options.serverUrl ? { servers: [{ url: options.serverUrl }] } : {}),
    paths,
    components: {
      schemas: componentSchemas(names),
      securitySchemes: {
        ApiKeyHeader: { type: 'apiKey', in: 'header', name: 'X-API-Key' },
        BearerAuth: {
          type: 'http',
          scheme: 'bearer',
          description: 'Authorization: Bearer <API_KEY>',
        },
      },
    },
  }
}
