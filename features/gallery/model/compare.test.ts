import { describe, expect, it } from 'vitest'
import { GenerationStatus } from '@/lib/api/generations'
import { generationView } from '@/lib/jobs/generation-view'
import { compareEntry, leadOutput, toggleCompare } from './compare'

const view = (id: string) =>
  generationView(
    GenerationStatus.parse({
      id,
      status: 'completed',
      outputs: [
        { id: 'a', url: null, optimized_url: null },
        { id: 'b', url: `https://cdn/${id}.png` },
      ],
    }),
  )

describe('compare selection', () => {
  it('toggles entries and keeps the latest two', () => {
    const [one, two, three] = ['1', '2', '3'].map((id) => {
      const g = view(id)
      return compareEntry(g, leadOutput(g)!)
    })
    let picked = toggleCompare([], one!)
    picked = toggleCompare(picked, two!)
    expect(picked.map((e) => e.key)).toEqual(['1:b', '2:b'])
    picked = toggleCompare(picked, three!)
    expect(picked.map((e) => e.key)).toEqual(['2:b', '3:b'])
    expect(toggleCompare(picked, two!).map((e) => e.key)).toEqual(['3:b'])
  })

  it('leads with the first output that has a URL', () => {
    expect(leadOutput(view('x'))?.id).toBe('b')
  })
})
