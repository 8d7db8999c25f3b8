import { redirect } from 'next/navigation'
import { getCurrentSession } from '@/lib/server/current-session'
import { homeOf, keyPermissionsOf } from '@/lib/server/key-permissions'

export const dynamic = 'force-dynamic'

/** The studio opens on Create, or on the gallery for a key that can only look. */
export default async function Home() {
  const current = await getCurrentSession()
  if (current.state !== 'connected') redirect('/create')
  redirect(homeOf(await keyPermissionsOf(current.session.apiKey)))
}
