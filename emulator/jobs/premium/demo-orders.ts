import { createPremiumOrder, isOpen, orderOf, PREMIUM_KIND, type NewPremiumOrder } from './order'
import { rm } from 'node:fs/promises'
import type { Services } from '../../services'
import { DEMO_USERS } from '../../store/seed-accounts'
import { isJobOf } from '../../store/job-schemas'
import type { JobOf } from '../../store/types'

/** A demo order; each question's window is a share of the configured window (a day by default). */
interface DemoOrder {
  title: string
  brief: string
  questions: { question: string; options: string[]; windowShare: number; answer?: string }[]
}

/**
 * A standing demo order of one account: whenever the slot has no order with an open question (its
 * windows passed, or every question was answered), a new order takes its place, its windows
 * counted from now. The variants take turns, so the list reads like a stream of real orders.
 */
interface DemoSlot {
  id: string
  userId: string
  variants: DemoOrder[]
}

const MOOD = ['Warm sunrise', 'Cool blue night', 'Bold studio colors']

// Shares of a day: 0.01 ≈ 14 minutes, 0.05 ≈ 72 minutes, 0.25 = 6 hours, 1 = a day.
const SLOTS: DemoSlot[] = [
  {
    id: 'creator-launch',
    userId: DEMO_USERS.creator,
    variants: [
      {
        title: 'Brand launch film',
        brief: 'A 30-second launch film for a new line of ceramic coffee cups',
        questions: [
          {
            question: 'Which mood should the opening shot have?',
            options: MOOD,
            windowShare: 0.05,
          },
          {
            question: 'Should the logo appear at the start or the end?',
            options: ['Start', 'End', 'Both'],
            windowShare: 0.5,
          },
        ],
      },
      {
        title: 'Café opening film',
        brief: 'A warm 20-second film for the opening of a neighbourhood café',
        questions: [
          {
            question: 'Which light should the interior shots have?',
            options: MOOD,
            windowShare: 0.05,
          },
          {
            question: 'Should the barista speak to the camera?',
            options: ['Yes', 'No'],
            windowShare: 0.5,
          },
        ],
      },
    ],
  },
  {
    id: 'creator-teaser',
    userId: DEMO_USERS.creator,
    variants: [
      {
        title: 'Product teaser',
        brief: 'A short teaser for a smart desk lamp',
        questions: [
          {
            question: 'Which music style fits best?',
            options: ['Upbeat electronic', 'Soft piano', 'Cinematic'],
            windowShare: 1,
            answer: 'Upbeat electronic',
          },
          {
            question: 'Which voice-over language?',
            options: ['English', 'Spanish', 'No voice-over'],
            windowShare: 1,
          },
        ],
      },
    ],
  },
  {
    id: 'creator-cutdown',
    userId: DEMO_USERS.creator,
    variants: [
      {
        title: 'Social cut-down',
        brief: 'A 9:16 six-second cut of the launch film for social feeds',
        questions: [
          {
            question: 'Which caption style?',
            options: ['Bold white', 'Minimal lower third', 'No captions'],
            windowShare: 0.01,
          },
        ],
      },
    ],
  },
  {
    id: 'team-recap',
    userId: DEMO_USERS.team,
    variants: [
      {
        title: 'Team recap video',
        brief: 'A recap of the team offsite in the mountains',
        questions: [
          {
            question: 'Which clips should lead the recap?',
            options: ['Offsite', 'Product demo', 'Customer stories'],
            windowShare: 0.25,
          },
          {
            question: 'How long should the recap run?',
            options: ['30 seconds', '60 seconds', '90 seconds'],
            windowShare: 0.75,
          },
        ],
      },
    ],
  },
  {
    id: 'team-quick',
    userId: DEMO_USERS.team,
    variants: [
      {
        title: 'Hiring spot',
        brief: 'A 15-second hiring spot for the careers page',
        questions: [
          {
            question: 'Which tagline should close the spot?',
            options: ['Build with us', 'Come make things', 'We are hiring'],
            windowShare: 0.015,
          },
        ],
      },
    ],
  },
]

// Short films: under a small time scale the quick slots deliver often.
const BASE = { durationSeconds: 2, productionSeconds: 600, credits: 1500 }

/**
 * How many of a slot's orders stay beside a new one: the one before it (often in production) and
 * the one before that (often delivered, so the demo shows a finished film).
 */
const ORDERS_KEPT = 2

/** The slot's orders, newest first. */
function slotOrders(services: Services, slot: DemoSlot) {
  return Object.values(services.store.state.jobs)
    .filter((job) => isJobOf(job, [PREMIUM_KIND]))
    .filter((job) => orderOf(job).demoSlot === slot.id)
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))
}

/** The variant after the newest order's, so the list reads like a stream of different orders. */
function nextTurn(slot: DemoSlot, newest: JobOf<typeof PREMIUM_KIND> | undefined): number {
  if (!newest) return 0
  const index = slot.variants.findIndex((variant) => variant.title === orderOf(newest).title)
  return index + 1
}

function orderFor(slot: DemoSlot, turn: number, windowSeconds: number): NewPremiumOrder {
  const variant = slot.variants[turn % slot.variants.length]!
  return {
    ...BASE,
    userId: slot.userId,
    demoSlot: slot.id,
    title: variant.title,
    brief: variant.brief,
    questions: variant.questions.map(({ windowShare, ...q }) => ({
      ...q,
      windowSeconds: windowSeconds * windowShare,
    })),
  }
}

/**
 * A slot's older orders leave the store, files and all, when the slot takes a new one, so a demo
 * left running for hours lists a handful of orders, not one more per window. One still in
 * production is dropped too (its film is then written for no one): only a demo slot does this.
 */
function retireOld(services: Services, orders: JobOf<typeof PREMIUM_KIND>[]): void {
  const old = orders.slice(ORDERS_KEPT)
  if (old.length === 0) return
  for (const job of old) {
    delete services.store.state.jobs[job.id]
    for (const output of job.outputs) {
      for (const file of [output.file, output.thumbnailFile]) {
        if (file) void rm(services.files.pathOf(file), { force: true }).catch(() => undefined)
      }
    }
  }
  services.store.changed()
}

/**
 * The demo accounts always have open questions, with windows from minutes to a day ahead of the
 * clock ("the demo never decays", docs/decisions.md): every slot without an open question gets a
 * new order, and its older delivered orders are retired, so the demo neither runs dry nor piles
 * up. Idempotent and cheap; run by the first start's seeding and before a demo account's orders
 * are listed, so it holds after any restart, however long the emulator was stopped.
 */
export function keepDemoQuestions(services: Services, userId?: string): void {
  const now = services.now()
  for (const slot of SLOTS) {
    if (userId !== undefined && slot.userId !== userId) continue
    const orders = slotOrders(services, slot)
    if (orders.some((job) => orderOf(job).questions.some((q) => isOpen(q, now)))) continue
    retireOld(services, orders)
    createPremiumOrder(
      services,
      orderFor(slot, nextTurn(slot, orders[0]), services.config.premiumWindowSeconds),
    )
  }
}
