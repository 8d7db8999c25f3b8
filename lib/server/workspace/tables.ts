import type { ColumnType, Generated } from 'kysely'

/**
 * The studio's own tables, as the query layer sees them. Every row names its owner: the account
 * the sealed session names (lib/server/account.ts), never anything the browser sends. JSON
 * columns hold what the browser's schemas describe and are parsed again on the way out.
 */
type Timestamp = ColumnType<Date, Date | string, Date | string>
/** A timestamp the database fills in (now()) unless given. */
type DefaultedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>
type Json = ColumnType<unknown, string, string>

export interface TrackedJobsTable {
  account_id: string
  job_id: string
  body: Json
  settled: Generated<boolean>
  updated_at: DefaultedTimestamp
}

export interface PendingSubmissionsTable {
  account_id: string
  submission_key: string
  body: Json
  created_at: DefaultedTimestamp
}

export interface LineageTable {
  account_id: string
  output_id: string
  output_kind: string
  source_id: string
  source_kind: string
  source_label: string | null
  created_at: DefaultedTimestamp
}

export interface DraftsTable {
  account_id: string
  draft_id: string
  body: Json
  saved_at: Timestamp
}

export interface AnnouncedQuestionsTable {
  account_id: string
  question_id: string
  mark: string
  created_at: DefaultedTimestamp
}

export interface StarsTable {
  account_id: string
  output_kind: string
  output_id: string
  created_at: DefaultedTimestamp
}

export interface BoardsTable {
  account_id: string
  board_id: string
  name: string
  created_at: DefaultedTimestamp
}

export interface BoardItemsTable {
  account_id: string
  board_id: string
  output_kind: string
  output_id: string
  added_at: DefaultedTimestamp
}

export interface PromptHistoryTable {
  account_id: string
  entry_id: string
  form: string
  model: string
  prompt: string
  options: Json
  sent_at: Timestamp
}

export interface PresetsTable {
  preset_id: string
  /** The author: only this account may change or delete it. */
  owner_account: string
  /** The team the service named for the author when shared; null for a personal preset. */
  team_id: string | null
  name: string
  form: string
  model: string
  prompt: string
  options: Json
  updated_at: DefaultedTimestamp
}

/** docs/search.md: one row per result of the account's history. */
export interface SearchItemsTable {
  account_id: string
  job_kind: string
  item_id: string
  result_kinds: string[]
  model: string | null
  family: string | null
  model_name: string
  status: string
  generation_type: string | null
  created_at: DefaultedTimestamp
  /** Whether `created_at` is the service's own time (else when the studio first saw it). */
  dated: Generated<boolean>
  prompt: string
  details: string
  meta: string
  record: Json
  record_rank: number
  indexed_at: DefaultedTimestamp
  /** Kept by the database from the words (a generated column): never written. */
  doc: ColumnType<string, never, never>
}

export interface ResultTagsTable {
  account_id: string
  job_kind: string
  item_id: string
  tag: string
  created_at: DefaultedTimestamp
}

export interface ResultRatingsTable {
  account_id: string
  job_kind: string
  item_id: string
  rating: number
  rated_at: DefaultedTimestamp
}

export interface SearchCoverageTable {
  account_id: string
  slice: string
  proven_from: Date | null
  proven_to: Timestamp
  read_at: DefaultedTimestamp
}

export interface SearchBudgetTable {
  account_id: string
  tokens: number
  at: Timestamp
  paused_until: Date | null
}

export interface SearchTrimsTable {
  account_id: string
  trimmed_at: Timestamp
}

export interface WorkspaceTables {
  tracked_jobs: TrackedJobsTable
  pending_submissions: PendingSubmissionsTable
  lineage: LineageTable
  drafts: DraftsTable
  announced_questions: AnnouncedQuestionsTable
  stars: StarsTable
  boards: BoardsTable
  board_items: BoardItemsTable
  prompt_history: PromptHistoryTable
  presets: PresetsTable
  search_items: SearchItemsTable
  result_tags: ResultTagsTable
  result_ratings: ResultRatingsTable
  search_coverage: SearchCoverageTable
  search_budget: SearchBudgetTable
  search_trims: SearchTrimsTable
}
