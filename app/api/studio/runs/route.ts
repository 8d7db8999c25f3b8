import { runRateGroup } from '@/lib/api/run-kinds'
import { logged } from '@/lib/server/route-log'
import { StudioError } from '@/lib/server/studio-error'
import { studioRoute } from '@/lib/server/workspace/route-kit'
import { checkAffordable, pricedItems } from '@/lib/server/runs/create-run'
import { runStore } from '@/lib/server/runs/run-store'
import { nudgeDriver, sealFor, sessionOf } from '@/lib/server/runs/routes'
import { readBalance, readCatalog } from '@/lib/server/runs/service-calls'
import { withRunTables } from '@/lib/server/runs/tables'
import { formatCount } from '@/lib/format'
import { STUDIO_BODY_LIMITS } from '@/lib/studio-api/routes'
import { CreateRunBody } from '@/lib/studio-api/run-request'

export const dynamic = 'force-dynamic'

/** The account's runs, newest first. */
export const GET = logged('/api/studio/runs', (request: Request) => {
  return studioRoute(request, {}, async ({ db, account }) => ({
    runs: await runStore(withRunTables(db), account).list(),
  }))
})

/**
 * A new run: priced again here from the catalog, held to the balance, and handed to the driver
 * with the session's key sealed; nothing is sent by this request itself.
 */
export const POST = logged('/api/studio/runs', (request: Request) => {
  const body = { schema: CreateRunBody, limit: STUDIO_BODY_LIMITS.run }
  return studioRoute(request, { body }, async ({ db, account, body: run }) => {
    const session = await sessionOf(request)
    const store = runStore(withRunTables(db), account)
    const catalog = await readCatalog(session.apiKey)
    if (!catalog) {
      throw new StudioError(
        503,
        'catalog_unavailable',
        'The studio could not read the catalog to price this run. Nothing was sent; try again in a moment.',
      )
    }
    const items = pricedItems(run, catalog)
    const total = items.reduce((sum, item) => sum + item.cost, 0)
    if (total !== run.total) {
      throw new StudioError(
        409,
        'price_changed',
        `The prices changed since the page showed them: this run costs ${formatCount(total)} credits now. Look at it again, then start it.`,
      )
    }
    // A key without read:balance cannot be checked here; the service refuses what it cannot pay.
    const balance = await readBalance(session.apiKey)
    if (balance) checkAffordable(items, balance)
    const id = await store.create({
      title: run.title,
      kind: run.kind,
      // Its starts count in their route's group (docs/service-contract.md §8).
      rateGroup: runRateGroup(run.kind),
      rows: run.rows,
      columns: run.columns,
      items,
      total,
      ...(await sealFor(session)),
      // The same request sent again (its answer lost, a second click) is the run it made.
      ...(run.key ? { clientKey: run.key } : {}),
    })
    await nudgeDriver(account)
    return { run: (await store.get(id))?.run }
  })
})
