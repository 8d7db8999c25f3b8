import { studioRoute } from '@/lib/server/workspace/route-kit'

export const dynamic = 'force-dynamic'

/** The account's tray: tracked jobs and submissions whose answer was not seen, on any device. */
export function GET(request: Request) {
  return studioRoute(request, {}, ({ store }) => store.listJobs())
}
