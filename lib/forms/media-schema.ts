// The rules of a model's form, shared by Create's form and a run's rows (features/runs): one
// rule for what the service would refuse.
import { z } from 'zod'
import type { Model } from '@/lib/api/models'
import { formatCount } from '@/lib/format'
import { mediaFields, type MediaField } from '@/lib/forms/media-fields'
import { sourceProblems } from '@/lib/forms/source-rules'

const sourcesShape = z.object({
  image: z.array(z.string()),
  video: z.array(z.string()),
  audio: z.array(z.string()),
})

function textSchema(field: Extract<MediaField, { kind: 'text' }>) {
  let schema = z.string()
  if (field.maxChars !== null) {
    // `.length` counts UTF-16 units, as the service does: never looser than it.
    schema = schema.max(field.maxChars, `At most ${formatCount(field.maxChars)} characters.`)
  }
  return field.required
    ? schema.refine((v) => v.trim() !== '', `Write a ${field.label.toLowerCase()}.`)
    : schema
}

function fieldSchema(field: MediaField): z.ZodType | null {
  switch (field.kind) {
    case 'choice':
      return field.name === 'generation_type'
        ? null
        : z
            .string()
            .refine((v) => field.options.includes(v), `Choose one of: ${field.options.join(', ')}.`)
    case 'seconds':
      return z
        .string()
        .regex(/^\d+$/, 'Whole seconds only.')
        .refine(
          (v) => Number(v) >= field.min && Number(v) <= field.max,
          `From ${field.min} to ${field.max} seconds.`,
        )
    case 'text':
      return textSchema(field)
    case 'toggle':
      return z.boolean()
    case 'sources':
      return sourcesShape.superRefine((sources, ctx) => {
        for (const message of sourceProblems(field, sources))
          ctx.addIssue({ code: 'custom', message })
      })
    case 'note':
      return null
  }
}

/** The values schema of one generation type: exactly the fields the form shows for it. */
function schemaForType(model: Model, generationType: string) {
  const shape: Record<string, z.ZodType> = {}
  for (const field of mediaFields(model, generationType)) {
    const schema = fieldSchema(field)
    if (schema) shape[field.name] = schema
  }
  return z.looseObject({ ...shape, generation_type: z.literal(generationType) })
}

/**
 * The browser-side validation of a model's form, generated from its catalog entry with the rules
 * the service applies (docs/service-contract.md §4.2): one object per generation type, told apart by generation_type.
 */
export function mediaFormSchema(model: Model) {
  const types = model.generation_types ?? []
  const [first, ...rest] = types.map((type) => schemaForType(model, type))
  if (!first) return schemaForType(model, '')
  return z.discriminatedUnion('generation_type', [first, ...rest], {
    error: `Choose one of: ${types.join(', ')}.`,
  })
}
