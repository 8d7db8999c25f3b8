import type { z } from 'zod'
import { apiError, type ApiError } from './api-error'

function formatPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((out, part) => {
    if (typeof part === 'number') return `${out}[${part}]`
    return out ? `${out}.${String(part)}` : String(part)
  }, '')
}

interface Problem {
  param: string
  message: string
  validValues?: unknown[]
}

function problemsOf(issue: z.core.$ZodIssue, fallback: string): Problem[] {
  const base = formatPath(issue.path)
  if (issue.code === 'unrecognized_keys') {
    return issue.keys.map((key) => ({
      param: base ? `${base}.${key}` : key,
      message: 'unknown field; remove it (unknown fields are rejected, never ignored)',
    }))
  }
  const param = base || fallback
  if (issue.code === 'invalid_value')
    return [{ param, message: issue.message, validValues: issue.values }]
  return [{ param, message: issue.message }]
}

/**
 * Turns a zod failure into the validation body of docs/service-contract.md §7.1: `param` and `message` of the first
 * problem, every problem in `errors`, `valid_values` for value rejections. Never 422.
 */
export function invalidRequestFromZod(error: z.ZodError, fallbackParam: string): ApiError {
  const problems = error.issues.flatMap((issue) => problemsOf(issue, fallbackParam))
  const first = problems[0] ?? { param: fallbackParam, message: 'invalid value' }
  const more =
    problems.length > 1 ? ` (and ${problems.length - 1} more problem(s), see errors)` : ''
  return apiError('invalid_request', `${first.param}: ${first.message}${more}`, {
    param: first.param,
    errors: problems.map(({ param, message }) => ({ param, message })),
    ...(first.validValues ? { valid_values: first.validValues } : {}),
  })
}
