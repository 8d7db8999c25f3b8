import { studioRoute } from '@/lib/server/workspace/route-kit'
import { logged } from '@/lib/server/route-log'

export const dynamic = 'force-dynamic'

/** The account's tray: tracked jobs and submissions whose answer was not seen, on any device. */
export const GET = logged('/api/studio/jobs', (request: Request) => {
  return studioRoute(request, {}, ({ store }) => store.listJobs())
})
