import type { Model } from '@/lib/api/models'

export interface ModelHome {
  href: string
  /** What the link does, in words: "Use this model" where the page takes the model itself. */
  label: string
}

/**
 * Where a model is put to work: Create takes image and video models by `?model=`; the others
 * have a page of their own (music and speech in Audio, stems there too, the rest in Tools).
 */
export function modelHome(model: Model): ModelHome {
  const type = model.model_type.toLowerCase()
  if (type === 'image' || type === 'video')
    return { href: `/create?model=${encodeURIComponent(model.model_id)}`, label: 'Use this model' }
  if (type === 'music' || type === 'speech')
    return { href: `/audio?tab=${type}`, label: `Open ${type} in Audio` }
  if (type === 'separation') return { href: '/audio?tab=stems', label: 'Open stems in Audio' }
  return { href: '/tools', label: 'Open in Tools' }
}
