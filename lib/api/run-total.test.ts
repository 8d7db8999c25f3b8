import { describe, expect, it } from 'vitest'
import { runTotal } from './run-total'

describe('the exact total of a run', () => {
  it('is the sum of its items, affordable when the balance covers it', () => {
    expect(runTotal([5, 8, 5, 8], { credits: 100 })).toEqual({
      total: 26,
      spendable: 100,
      affordable: true,
      affordableItems: 4,
      shortBy: 0,
      limitedByTeam: false,
    })
  })

  it('says how many items, in the order they go, the balance covers', () => {
    expect(runTotal([5, 8, 5, 8], { credits: 20 })).toMatchObject({
      affordable: false,
      affordableItems: 3,
      shortBy: 6,
    })
    expect(runTotal([60, 5], { credits: 50 })).toMatchObject({ affordableItems: 0 })
  })

  it('holds a team member to the cycle’s headroom when it is the lower', () => {
    const team = {
      team_id: 't',
      role: 'member',
      monthly_limit_credits: 500,
      cycle_used_credits: 480,
      headroom_credits: 20,
    }
    expect(runTotal([8, 8, 8], { credits: 5000, team })).toMatchObject({
      spendable: 20,
      affordableItems: 2,
      limitedByTeam: true,
    })
  })
})
