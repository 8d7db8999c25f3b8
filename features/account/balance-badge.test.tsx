// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { BalanceBadge } from './balance-badge'

const balance = vi.hoisted(() => ({ current: {} as Record<string, unknown> }))
vi.mock('@/lib/queries/balance', () => ({
  useBalance: () => ({ data: balance.current, error: null, isPending: false }),
}))

describe('BalanceBadge', () => {
  it('shows a team member what they can spend this cycle, and the team pool under it', () => {
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
    expect(spendable.parentElement).toHaveTextContent(/Studio North pool\s*pool 25,000/)
    expect(spendable.parentElement).toHaveAttribute('title', 'Your limit is 3,000 credits a cycle.')
  })

  it('shows a creator without a team their own balance', () => {
    balance.current = { credits: 5_000 }
    render(<BalanceBadge />)
    expect(screen.getAllByLabelText('Credit balance').at(-1)).toHaveTextContent('5,000 credits')
  })

  it('opens Buy credits in a new tab and says where it goes', () => {
    balance.current = { credits: 5_000, purchase_url: 'https://service.example/billing' }
    render(<BalanceBadge />)
    const link = screen.getByRole('link', { name: /^Buy credits/ })
    expect(link).toHaveAttribute('target', '_blank')
    expect(link).toHaveAccessibleName("Buy credits (opens the service's billing page in a new tab)")
  })
})
