import { describe, expect, it } from 'vitest'
import { inWrites } from './boards'

const refs = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ kind: 'media' as const, id: `o-${i}` }))

describe('inWrites', () => {
  it('sends a selection larger than one write allows in writes the route takes, in order', async () => {
    const sent: number[] = []
    await inWrites(refs(1201), async (batch) => sent.push(batch.length))
    expect(sent).toEqual([500, 500, 201])
  })

  it('stops at the first refusal', async () => {
    const sent: string[] = []
    const refused = inWrites(refs(1000), async (batch) => {
      sent.push(batch[0]!.id)
      throw new Error('refused')
    })
    await expect(refused).rejects.toThrow('refused')
    expect(sent).toEqual(['o-0'])
  })
})
