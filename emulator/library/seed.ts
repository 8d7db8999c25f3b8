import { stat } from 'node:fs/promises'
import type { MediaApi } from '../jobs/media-api'
import type { Services } from '../services'
import { DEMO_TEAM_ID, DEMO_USERS } from '../store/seed-accounts'

type Maker = (media: MediaApi, outFile: string) => Promise<unknown>

const image =
  (prompt: string, width: number, height: number, seed: number): Maker =>
  (m, outFile) =>
    m.renderImage({ prompt, width, height, seed, outFile })
const speech =
  (text: string, voice: string): Maker =>
  (m, outFile) =>
    m.renderSpeech({ text, voice, outFile })

const { creator, team: member, teamOwner } = DEMO_USERS

// prettier-ignore
const SEEDS: { owner: string; shared: boolean; name: string; daysAgo: number; ext: string; make: Maker }[] = [
  { owner: creator, shared: false, name: 'brand-logo', daysAgo: 20, ext: 'png', make: image('Bold geometric brand logo, orange on white', 512, 512, 11) },
  { owner: creator, shared: false, name: 'product-shot', daysAgo: 9, ext: 'png', make: image('Ceramic mug on a wooden table, soft light', 768, 512, 12) },
  { owner: creator, shared: false, name: 'intro-voiceover', daysAgo: 3, ext: 'mp3', make: speech('Welcome back to the channel. Today we build something new.', 'Rachel') },
  { owner: teamOwner, shared: true, name: 'team-banner', daysAgo: 15, ext: 'png', make: image('Wide team banner with mountains at dawn', 768, 384, 13) },
  { owner: member, shared: true, name: 'campaign-moodboard', daysAgo: 6, ext: 'png', make: image('Moodboard of teal and coral fabrics', 512, 512, 14) },
  { owner: member, shared: false, name: 'my-sketch', daysAgo: 2, ext: 'png', make: image('Pencil sketch of a city skyline', 512, 384, 15) },
]

const seedId = (n: number) => `a55e7000-0000-4000-8000-${String(n).padStart(12, '0')}`

/**
 * The demo libraries (docs/decisions.md §D25: screens are non-empty on first start): personal assets of the
 * creator and of the team member, and a team library. Each record is stored once its file exists;
 * those a previous start stored are kept. True when every seeded asset exists.
 */
export async function seedAssets(services: Services, signal: AbortSignal): Promise<boolean> {
  const { store, assetFiles, now } = services
  const media = await services.media()
  let complete = true
  for (const [index, s] of SEEDS.entries()) {
    if (signal.aborted) return false
    const id = seedId(index + 1)
    if (Object.hasOwn(store.state.assets, id)) continue
    const file = `${id}.${s.ext}`
    const path = assetFiles.pathOf(file)
    try {
      await s.make(media, path)
      const probe = await media.probeMedia(path)
      const created = new Date(now().getTime() - s.daysAgo * 86_400_000).toISOString()
      store.state.assets[id] = {
        id,
        ownerUserId: s.owner,
        teamId: s.shared ? DEMO_TEAM_ID : null,
        name: s.name,
        originalFilename: `${s.name}.${s.ext}`,
        mimeType: probe.mime,
        kind: probe.kind,
        sizeBytes: (await stat(path)).size,
        width: probe.width ?? null,
        height: probe.height ?? null,
        durationSeconds: probe.durationSeconds ?? null,
        file,
        createdAt: created,
        updatedAt: created,
      }
      store.changed()
    } catch (error) {
      console.error(`[emulator] seeding the asset ${s.name} failed: ${(error as Error).message}`)
      complete = false
    }
  }
  return complete
}
