import { proxyV1 } from '@/lib/server/proxy'

export const dynamic = 'force-dynamic'

export const GET = proxyV1
export const POST = proxyV1
export const PATCH = proxyV1
export const DELETE = proxyV1
