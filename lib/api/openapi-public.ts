import type { JsonSchema } from './schema-registry'

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` })
const ok = (content: JsonSchema) => ({ '200': { description: 'OK', content } })
const json = (schema: JsonSchema) => ({ 'application/json': { schema } })

/** The public discovery routes (docs/service-contract.md §1.6): no key, CORS like every other route. */
export const PUBLIC_OPERATIONS: Record<string, JsonSchema> = {
  '/health': {
    operationId: 'health',
    summary: 'Liveness probe',
    security: [],
    responses: ok(json(ref('HealthResponse'))),
  },
  '/llms.txt': {
    operationId: 'llms_txt',
    summary: 'Narrative guidance for agents and developers',
    security: [],
    responses: ok({ 'text/plain': { schema: { type: 'string' } } }),
  },
  '/docs/models.json': {
    operationId: 'docs_models',
    summary: 'Live catalog of all enabled models',
    security: [],
    responses: ok(json(ref('ModelsListResponse'))),
  },
  '/docs/models/{model_id}.json': {
    operationId: 'docs_model',
    summary: 'One catalog entry',
    security: [],
    parameters: [{ name: 'model_id', in: 'path', required: true, schema: { type: 'string' } }],
    responses: {
      ...ok(json(ref('Model'))),
      '404': { description: 'model_not_found', content: json(ref('ErrorBody')) },
    },
  },
  '/openapi.json': {
    operationId: 'openapi',
    summary: 'This document',
    security: [],
    responses: ok(json({ type: 'object' })),
  },
}
