import { entry, IMAGE_ASPECTS, type CatalogEntry } from './define'

const TXT = ['text-to-image']
const BOTH = ['text-to-image', 'image-to-image']

const nanoBananaPro = (id: string, resolution: string, credits: number) =>
  entry({
    id,
    name: `Nano Banana Pro ${resolution}`,
    type: 'image',
    provider: 'google',
    credits,
    seconds: 20,
    types: BOTH,
    inputs: ['image'],
    family: 'nano-banana-pro',
    fixed: { resolution },
    caps: { prompt_max_chars: 5000, max_input_images: 8, aspect_ratio_options: IMAGE_ASPECTS },
    notes: `Resolution ${resolution} is fixed by the id; pick another variant for another size.`,
  })

const flux = (family: string, id: string, resolution: string, credits: number, edit: boolean) =>
  entry({
    id,
    name: `FLUX.2${edit ? ' Edit' : ''} ${resolution}`,
    type: 'image',
    provider: 'black-forest-labs',
    credits,
    seconds: 12,
    types: edit ? ['image-to-image'] : TXT,
    inputs: edit ? ['image'] : [],
    requiresInput: edit,
    family,
    fixed: { resolution },
    caps: {
      prompt_max_chars: 3000,
      max_input_images: edit ? 8 : 0,
      aspect_ratio_options: IMAGE_ASPECTS,
    },
    notes: edit
      ? 'Edits up to 8 reference images; source_media_urls is required.'
      : 'Text only; no reference images.',
  })

const imagen = (id: string, name: string, credits: number, seconds: number) =>
  entry({
    id,
    name,
    type: 'image',
    provider: 'google',
    credits,
    seconds,
    types: TXT,
    caps: {
      prompt_max_chars: 1500,
      supports_negative_prompt: true,
      aspect_ratio_options: ['1:1', '16:9', '9:16', '4:3', '3:4'],
    },
    notes: 'Text only. Supports negative_prompt.',
  })

export const IMAGE_MODELS: CatalogEntry[] = [
  entry({
    id: 'nano-banana',
    name: 'Nano Banana',
    type: 'image',
    provider: 'google',
    credits: 4,
    seconds: 12,
    types: BOTH,
    inputs: ['image'],
    caps: { prompt_max_chars: 5000, max_input_images: 10, aspect_ratio_options: IMAGE_ASPECTS },
    notes: 'Fast general-purpose image model; up to 10 reference images.',
  }),
  entry({
    id: 'nano-banana-2',
    name: 'Nano Banana 2',
    type: 'image',
    provider: 'google',
    credits: 6,
    seconds: 15,
    types: BOTH,
    inputs: ['image'],
    caps: { prompt_max_chars: 5000, max_input_images: 10, aspect_ratio_options: IMAGE_ASPECTS },
    notes: 'Second generation of Nano Banana.',
  }),
  nanoBananaPro('nano-banana-pro', '1K', 18),
  nanoBananaPro('nano-banana-pro-2K', '2K', 18),
  nanoBananaPro('nano-banana-pro-4K', '4K', 24),
  flux('flux-2', 'flux-2-1K', '1K', 5, false),
  flux('flux-2', 'flux-2-2K', '2K', 8, false),
  flux('flux-2-edit', 'flux-2-edit-1K', '1K', 6, true),
  flux('flux-2-edit', 'flux-2-edit-2K', '2K', 9, true),
  entry({
    id: 'gpt-image-2',
    name: 'GPT Image 2',
    type: 'image',
    provider: 'openai',
    credits: 12,
    seconds: 30,
    types: BOTH,
    inputs: ['image'],
    caps: {
      prompt_max_chars: 32000,
      max_input_images: 16,
      aspect_ratio_options: ['1:1', '3:2', '2:3'],
      resolution_options: ['1K', '2K', '4K'],
    },
    notes: 'Resolution 1K, 2K or 4K; up to 16 reference images.',
  }),
  entry({
    id: 'seedream-v4-5',
    name: 'Seedream 4.5',
    type: 'image',
    provider: 'bytedance',
    credits: 7,
    seconds: 18,
    types: BOTH,
    inputs: ['image'],
    caps: {
      prompt_max_chars: 3000,
      max_input_images: 10,
      aspect_ratio_options: IMAGE_ASPECTS,
      quality_options: ['basic', 'high'],
    },
    notes: 'quality basic renders 2K, high renders 4K.',
  }),
  imagen('imagen-4', 'Imagen 4', 8, 15),
  imagen('imagen-4-fast', 'Imagen 4 Fast', 4, 8),
  imagen('imagen-4-ultra', 'Imagen 4 Ultra', 12, 25),
]
