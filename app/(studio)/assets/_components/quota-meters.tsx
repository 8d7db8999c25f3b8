import type { AssetListResponse } from '@/lib/api/assets'
import { libraryRoom } from '@/lib/assets/library-view'
import { QuotaMeter } from './quota-meter'

/** The personal quota and, for team members, the team pool. */
export function QuotaMeters({ list }: { list: AssetListResponse }) {
  const personal = libraryRoom(list, 'personal')
  const team = libraryRoom(list, 'team')
  if (!personal && !team) return null
  return (
    <section aria-label="Storage" className="flex flex-wrap gap-3">
      {personal ? (
        <QuotaMeter
          label="Personal storage"
          usedBytes={personal.usedBytes}
          quotaBytes={personal.quotaBytes}
        />
      ) : null}
      {team ? (
        <QuotaMeter label="Team storage" usedBytes={team.usedBytes} quotaBytes={team.quotaBytes} />
      ) : null}
    </section>
  )
}
