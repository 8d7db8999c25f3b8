import { PROMPT_MAX_JSON_BYTES } from './prompt-limit'
/**
 * The studio's own routes (its workspace), beside the service's `/api/v1/…`: one table the
 * browser's fetchers and the tests build their paths from. The handlers live at the same paths
 * under app/api/studio/.
 */
const BASE = '/api/studio'
const part = (value: string) => encodeURIComponent(value)

export const studioPaths = {
  jobs: `${BASE}/jobs`,
  job: (id: string) => `${BASE}/jobs/${part(id)}`,
  jobSettle: (id: string) => `${BASE}/jobs/${part(id)}/settle`,
  pending: (key: string) => `${BASE}/pending/${part(key)}`,
  lineage: `${BASE}/lineage`,
  lineageOf: (outputId: string) => `${BASE}/lineage/${part(outputId)}`,
  draft: (id: string) => `${BASE}/drafts/${part(id)}`,
  announced: `${BASE}/announced`,
  /** Which of the paid starts this key may use (docs/decisions.md §D29), asked by the server. */
  keyCheck: `${BASE}/key-check`,
  stars: `${BASE}/stars`,
  boards: `${BASE}/boards`,
  board: (id: string) => `${BASE}/boards/${part(id)}`,
  boardItems: (id: string) => `${BASE}/boards/${part(id)}/items`,
  downloads: `${BASE}/downloads`,
  prompts: `${BASE}/prompts`,
  prompt: (id: string) => `${BASE}/prompts/${part(id)}`,
  presets: `${BASE}/presets`,
  /** Everything the account made, found by its words (docs/search.md). */
  search: `${BASE}/search`,
  searchModels: `${BASE}/search/models`,
  /** One result's tags and rating. */
  marks: `${BASE}/marks`,
  voiceSamples: `${BASE}/voice-samples`,
  preset: (id: string) => `${BASE}/presets/${part(id)}`,
  /** Runs (lib/studio-api/runs.ts): the list and a new run, one run, and what may be done to it. */
  runs: `${BASE}/runs`,
  run: (id: string) => `${BASE}/runs/${part(id)}`,
  runAction: (id: string, action: 'pause' | 'resume' | 'cancel' | 'retry') =>
    `${BASE}/runs/${part(id)}/${action}`,
  /** Asked by a tab that saw a run end: whether it is the one to tell (lib/server/runs/run-ends.ts). */
  runEnd: (id: string) => `${BASE}/runs/${part(id)}/end`,
} as const

/**
 * The browser scope (`GET /api/session`'s `scope`) a page's workspace call is made for: another
 * tab may have signed in as someone else, so the cookie alone does not say whose page sent it.
 */
export const STUDIO_SCOPE_HEADER = 'x-studio-scope'

/** The largest body each kind of write accepts; anything longer is refused before parsing. */
export const STUDIO_BODY_LIMITS = {
  small: 16 * 1024,
  /** A submission waiting for its reply: its prompt, and 16 KiB for the rest. */
  submission: PROMPT_MAX_JSON_BYTES + 16 * 1024,
  draft: 512 * 1024,
  announced: 64 * 1024,
  /** A list of up to 500 outputs, each a kind and an id. */
  refs: 64 * 1024,
  /** A ZIP request: up to 200 current media URLs (signed, so long) with their file names. */
  download: 512 * 1024,
  /** A prompt with its form's options (64 KiB as JSON), and 16 KiB for the rest. */
  formSnapshot: PROMPT_MAX_JSON_BYTES + 80 * 1024,
  /** A run: up to 500 items, each a request with its prompt, and the rows again. */
  run: 4 * 1024 * 1024,
} as const
