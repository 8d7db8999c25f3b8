import { proxyPublic } from '@/lib/server/proxy'

export const dynamic = 'force-dynamic'

export const GET = proxyPublic
