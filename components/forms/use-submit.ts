import { useState } from 'react'
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form'
import { useSingleFlight } from '@/lib/forms/use-single-flight'
import { describeProblem, unansweredStart, type Problem } from '@/lib/errors/problem'
import { MEDIA_WORDS } from '@/lib/forms/media-problem-words'
import type { RouteId } from '@/lib/api/routes'
import { ApiError } from '@/lib/http/api-error'
import { scopeOfRefusal } from '@/lib/permissions/key-permissions'
import { knownPermissions } from '@/lib/permissions/known-permissions'
import { useRoutePermission } from '@/lib/permissions/use-route-permission'
import { useCountdown } from './use-countdown'

/** Why a POST did not go through: what the form shows, and the messages its fields show. */
export interface Refusal {
  problem: Problem
  fields?: readonly { name: string; message: string }[]
}

interface SubmitOptions<Values extends FieldValues> {
  /** The form whose fields a refusal may name; its messages land under those fields. */
  form?: UseFormReturn<Values>
  /** How an error reads: a service refusal, or a POST that got no answer. */
  describe: (error: unknown) => Refusal
  /** Told of every refusal, for what lives outside the form (the model picker). */
  onRefused?: (refusal: Refusal) => void
  /**
   * The start route the form posts to: a key known to lack its permission keeps the form off,
   * in words, before any click; a 403 after a click teaches the studio which one is missing.
   */
  route?: RouteId
}

/**
 * The usual reading of a refused start: the service's words and one-click fix, field messages
 * where the body names a field, and for no answer at all the place to look before a second
 * click sends it again (`where`: "the gallery").
 */
export function serviceRefusal(where: string, what?: string) {
  return (error: unknown): Refusal => {
    const problem = describeProblem(error, {
      ...MEDIA_WORDS,
      unanswered: unansweredStart(where, what),
    })
    if (!(error instanceof ApiError)) return { problem }
    const fields: { name: string; message: string }[] = problem.fieldErrors.map(
      ({ target, message }) => ({ name: target, message }),
    )
    // A rejected parameter the form edits under its own name (media_url, tier, …); other codes
    // (an expired draft, …) are about the job, said once in the refusal, not under a field.
    const param =
      problem.code === 'invalid_request' && typeof error.body?.param === 'string'
        ? error.body.param
        : null
    const name = param?.replace(/^body\./, '').split(/[.[]/)[0]
    if (name && !fields.some((f) => f.name === name))
      fields.push({ name, message: problem.message })
    return { problem, fields }
  }
}

const waitOf = ({ fix }: Problem): number | null => (fix?.kind === 'wait' ? fix.seconds : null)

/**
 * The one submit hook of every form. One click sends at most one POST (a synchronous in-flight
 * flag: a double click, a held key or a slow answer never sends twice, and nothing is re-sent
 * without a new click); nothing is sent while a 429's wait counts down, nor while the key is
 * known to lack the route's permission; a refusal is kept, in words and under its fields, until
 * the next click or `dismiss`.
 */
export function useSubmit<Values extends FieldValues = FieldValues>({
  form,
  describe,
  onRefused,
  route,
}: SubmitOptions<Values>) {
  const denied = useRoutePermission(route ?? null)
  const once = useSingleFlight()
  const wait = useCountdown()
  const [problem, setProblem] = useState<Problem | null>(null)
  const [pending, setPending] = useState(false)

  const refuse = (error: unknown) => {
    const missing = error instanceof ApiError ? scopeOfRefusal(error.status, error.body) : null
    if (missing) knownPermissions.learnRefusal(route ?? null, missing)
    const refusal = describe(error)
    const editable = form ? Object.keys(form.getValues()) : []
    for (const { name, message } of refusal.fields ?? []) {
      const field = name.split('.')[0] ?? ''
      if (editable.includes(field)) {
        form?.setError(name as FieldPath<Values>, { type: 'server', message })
      }
    }
    const seconds = waitOf(refusal.problem)
    if (seconds !== null) wait.start(seconds)
    setProblem(refusal.problem)
    onRefused?.(refusal)
  }

  /** Runs `send` unless a POST is under way or a wait counts down; forgets the last refusal. */
  const submit = (send: () => Promise<unknown>) => {
    if (wait.left > 0 || denied) return
    once(async () => {
      setProblem(null)
      setPending(true)
      try {
        await send()
      } catch (error) {
        refuse(error)
      } finally {
        setPending(false)
      }
    })
  }

  return {
    submit,
    problem,
    dismiss: () => setProblem(null),
    waitLeft: wait.left,
    pending,
    /** Why the form is off before any click: the key lacks the permission its route needs. */
    denied,
  }
}
