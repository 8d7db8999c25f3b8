// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { errorMessage } from '@/lib/errors/messages'
import { MODELS_READ } from '@/lib/queries/models'
import { CATALOG_MODELS } from '@/lib/test/catalog'
import { SubmitProblem } from './submit-problem'

const family = CATALOG_MODELS.filter((m) => m.family === 'veo3-1-fast')

function renderRefusal(onPickModel = vi.fn()) {
  const client = new QueryClient()
  client.setQueryData(MODELS_READ.queryKey, { models: CATALOG_MODELS, total_count: 0 })
  render(
    <QueryClientProvider client={client}>
      <SubmitProblem
        problem={{
          code: 'variant_required',
          message: errorMessage('variant_required', { family: 'veo3-1-fast' }),
          reference: null,
          fieldErrors: [],
          fix: {
            kind: 'variant',
            family: 'veo3-1-fast',
            variants: family.map((m) => m.model_id),
            recommended: family[0]!.model_id,
          },
        }}
        waitLeft={0}
        onRetry={vi.fn()}
        onPickModel={onPickModel}
      />
    </QueryClientProvider>,
  )
  return onPickModel
}

describe('a refusal that offers models', () => {
  it('names each variant as the catalog does and picks it by id', () => {
    expect(family.length).toBeGreaterThan(1)
    const onPick = renderRefusal()
    const alert = screen.getByRole('alert')
    for (const model of family) expect(alert).not.toHaveTextContent(model.model_id)
    const recommended = screen.getByRole('button', {
      name: `Use ${family[0]!.display_name} (recommended)`,
    })
    screen.getByRole('button', { name: `Use ${family[1]!.display_name}` })
    recommended.click()
    expect(onPick).toHaveBeenCalledWith(family[0]!.model_id)
  })
})
