// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { BalanceBadge } from './balance-badge'

const balance = vi.hoisted(() => ({ current: {} as Record<string, unknown> }))
vi.mock('@/lib/queries/balance', () => ({
  useBalance: () => ({ data: balance.current, error: null, isPending: false }),
}))

describe('BalanceBadge', () => {
  it('shows a team member first what they can spend this cycle, the wallet after', () => {
    balance.current = {
      credits: 25_000,
      team: {
        team_name: 'Studio North',
        role: 'member',
        headroom_credits: 2_550,
        monthly_limit_credits: 3_000,
      },
    }
    render(<BalanceBadge />)
    const spendable = screen.getByLabelText('Credit balance')
    expect(spendable).toHaveTextContent('2,550 credits left this cycle')
    expect(spendable).not.toHaveTextContent('25,000')
    expect(screen.getByText(/Studio North wallet: 25,000 credits/)).toBeTruthy()
  })

  it('shows a creator without a team their own balance', () => {
    balance.current = { credits: 5_000 }
    render(<BalanceBadge />)
    expect(screen.getAllByLabelText('Credit balance').at(-1)).toHaveTextContent('5,000 credits')
  })
})
