import type { ColumnType, Generated, Kysely } from 'kysely'
import type { WorkspaceTables } from '../workspace/tables'

type DefaultedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>
type Json = ColumnType<unknown, string, string>

/** A run of an account (lib/studio-api/runs.ts); its items are rows of their own. */
export interface RunsTable {
  account_id: string
  run_id: string
  /** The sign-in that started it: its sign-out stops the run. */
  session_id: string
  state: string
  /** Why it is paused or stopped, in words. */
  reason: string | null
  title: string
  /** What it makes (lib/api/run-kinds.ts): `media`, `music` or `speech`. */
  kind: ColumnType<string, string | undefined, string>
  /** The service's rate group its starts count in (docs/service-contract.md §8). */
  rate_group: string
  /** Rows and columns, for the grid: `{ rows: [{ label, prompt }], columns: [model] }`. */
  layout: Json
  total_credits: number
  /** The account's key, sealed with the session secret, while items are left; null after. */
  sealed_key: string | null
  /** Nothing is sent before this (a 429's wait, a service not reached). */
  not_before: Date | null
  /** The group's limit the service named, when lower than the contract's (lib/jobs/pacing.ts). */
  rate_limit: number | null
  /** When the driver means to act next (shown as "next start in 8 s"). */
  next_start_at: Date | null
  created_at: DefaultedTimestamp
  updated_at: DefaultedTimestamp
  /** The key the page made for its request: one run per account and key. */
  client_key: ColumnType<string | null, string | null | undefined, string | null>
  /** When the run's end was told to the account (one tab of one device says it). */
  end_told_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>
}

export interface RunItemsTable {
  account_id: string
  run_id: string
  item_index: number
  row_index: number
  column_index: number
  copy: number
  model: string
  prompt: string
  body: Json
  cost: number
  state: Generated<string>
  /** The paid-start record (lib/jobs/paid-start.ts): made before the POST. */
  submission_key: string | null
  sent_at: Date | null
  job_id: string | null
  reason: string | null
  finished_at: Date | null
}

/** Paid starts sent for an account by any sender, for pacing (kept two windows). */
export interface RateStartsTable {
  account_id: string
  rate_group: string
  sent_at: DefaultedTimestamp
}

export type RunTables = {
  runs: RunsTable
  run_items: RunItemsTable
  rate_starts: RateStartsTable
}

export type RunsDatabase = Kysely<WorkspaceTables & RunTables>

/** The workspace's database, seen with the runs' tables too. */
export const withRunTables = (db: Kysely<WorkspaceTables>): RunsDatabase =>
  db.withTables<RunTables>()
