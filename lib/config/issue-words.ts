import type { z } from 'zod'

const KINDS: Record<string, string> = {
  string: 'words',
  number: 'a number',
  int: 'a whole number',
  boolean: 'yes or no',
  array: 'a list',
  object: 'a group of values',
}

const FORMATS: Record<string, string> = {
  datetime: 'a date and time',
  date: 'a date',
  url: 'a web address',
  uuid: 'an id the studio made',
  email: 'an email address',
}

const atMost = (origin: string | undefined, limit: number) =>
  origin === 'array' || origin === 'set'
    ? `Send at most ${limit} at a time.`
    : origin === 'string'
      ? `Write at most ${limit} characters here.`
      : `This is at most ${limit}.`

const atLeast = (origin: string | undefined, limit: number) =>
  origin === 'array' || origin === 'set'
    ? limit <= 1
      ? 'Choose at least one.'
      : `Choose at least ${limit}.`
    : origin === 'string'
      ? limit <= 1
        ? 'This cannot be empty.'
        : `Write at least ${limit} characters here.`
      : `This is at least ${limit}.`

/**
 * A value zod refuses, in words, where the schema says none of its own (a schema's own message
 * always wins): zod's defaults ("Too big: expected array to have <=500 items") name types and
 * operators a person never sees. A studio route's refusal of a request's shape says these
 * (docs/studio-server.md, "The studio's own routes"; which member is at fault travels beside the
 * words, as the refusal's `field`), and so does every form in the browser, where they are zod's
 * locale (lib/config/zod-browser.ts).
 */
export function issueWords(issue: z.core.$ZodRawIssue): string {
  const limit = Number((issue as { maximum?: unknown; minimum?: unknown }).maximum ?? issue.minimum)
  const origin = (issue as { origin?: string }).origin
  switch (issue.code) {
    case 'too_big':
      return atMost(origin, limit)
    case 'too_small':
      return atLeast(origin, limit)
    case 'invalid_type':
      return issue.input === undefined
        ? 'Something the studio needs is missing.'
        : `The studio expects ${KINDS[String(issue.expected)] ?? 'something else'} here.`
    case 'invalid_value':
      return 'This is not one of the choices.'
    case 'invalid_format': {
      const format = String((issue as { format?: unknown }).format)
      return `The studio expects ${FORMATS[format] ?? 'another form'} here.`
    }
    case 'unrecognized_keys':
      return 'The request holds values the studio does not know.'
    default:
      return 'This part of the request is not valid.'
  }
}
