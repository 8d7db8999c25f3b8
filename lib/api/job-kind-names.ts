/**
 * The kinds of job the studio follows. Apart from job-kinds.ts (their schemas and rules) so code
 * that only names a kind, like the tracked-jobs store, does not load every status schema.
 */
export const JOB_KINDS = ['media', 'music', 'separation', 'story', 'premium'] as const
export type JobKind = (typeof JOB_KINDS)[number]
