import { useQuery } from '@tanstack/react-query'
import { LineageAnswer } from '@/lib/studio-api/lineage'
import { readRecordedLineage } from '@/lib/workspace-sync/read'

/**
 * Every "made from" link the workspace recorded, from any device: its key and schema, shared with
 * the gallery's first read on the server when the page opens a generation's detail.
 */
export const LINEAGE_READ = {
  queryKey: ['studio', 'lineage'],
  schema: LineageAnswer.shape.links,
} as const

export const useRecordedLineage = () =>
  useQuery({ queryKey: LINEAGE_READ.queryKey, queryFn: readRecordedLineage })
