'use client'

import { RunBuilder } from './run-builder'
import { RunList } from './run-list'

/** Runs: the builder first (the focal thing), then the runs already going or done. */
export function RunsScreen() {
  return (
    <div className="space-y-gutter">
      <RunBuilder />
      <RunList />
    </div>
  )
}
