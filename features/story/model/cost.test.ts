import { describe, expect, it } from 'vitest'
import { CATALOG_MODELS } from '@/lib/test/catalog'
import type { Model } from '@/lib/api/models'
import { budgetRefusal, sceneCost, storyBudget } from './cost'

const model = (id: string): Model => CATALOG_MODELS.find((m) => m.model_id === id)!

describe('story cost', () => {
  it('prices each scene from the catalog: flat or per second', () => {
    const veo = model('veo3-1-lite-text-to-video')
    expect(sceneCost(veo, 8)).toBe(veo.cost_per_generation)
    const kling = model('kling-2-6-text-to-video')
    expect(sceneCost(kling, 10)).toBe(10 * kling.cost_per_generation)
  })

  it('adds the scenes up against the balance', () => {
    const kling = model('kling-2-6-text-to-video')
    const budget = storyBudget(kling, [5, 10, 5], { credits: 1000 })
    expect(budget.sceneCosts).toEqual([35, 70, 35])
    expect(budget).toMatchObject({
      total: 140,
      spendable: 1000,
      affordable: true,
      payableScenes: 3,
    })
    expect(budgetRefusal(budget)).toBeNull()
  })

  it('says how many scenes could be paid when not all can', () => {
    const kling = model('kling-2-6-text-to-video')
    const budget = storyBudget(kling, [5, 10, 5], { credits: 110 })
    expect(budget).toMatchObject({ affordable: false, payableScenes: 2, shortBy: 30 })
    expect(budgetRefusal(budget)).toBe(
      'This story costs 140 credits and you can spend 110: only the first 2 of 3 scenes could be paid. Remove scenes or top up.',
    )
    const empty = budgetRefusal(storyBudget(kling, [5], { credits: 0 }))
    expect(empty).toMatch(/not even the first scene could be paid\. Top up to run it\.$/)
    // An empty wallet is not told to remove scenes: that cannot help.
    expect(empty).not.toMatch(/Remove scenes/)
  })

  it('counts a team member’s cycle headroom, not the whole wallet', () => {
    const veo = model('veo3-1-lite-text-to-video')
    const team = { headroom_credits: 100 }
    const budget = storyBudget(veo, [8, 8], { credits: 25_000, team })
    expect(budget).toMatchObject({ spendable: 100, affordable: false, payableScenes: 1 })
  })

  it('does not block while the balance is unknown', () => {
    const veo = model('veo3-1-lite-text-to-video')
    expect(storyBudget(veo, [8], undefined)).toMatchObject({ spendable: null, affordable: true })
  })
})
