/**
 * The catalog's usage notes in words a person reads. The service writes them for developers: a
 * sentence about a route (`Track with GET /v1/…/{id}.`) is of no use on screen and is dropped,
 * and a field name (`vocal_gender`) is said in words (`vocal gender`).
 */
const MACHINE_SENTENCE = /\/v\d+\/|\{[a-z_]+\}|\b(GET|POST|PUT|PATCH|DELETE)\b/

export function readableNotes(notes: string | null | undefined): string {
  if (!notes) return ''
  return (notes.match(/[^.!?]+[.!?]*/g) ?? [])
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence && !MACHINE_SENTENCE.test(sentence))
    .map((sentence) =>
      sentence.replace(/\b[a-z][a-z0-9]*(?:_[a-z0-9]+)+\b/g, (name) => name.replaceAll('_', ' ')),
    )
    .join(' ')
}
