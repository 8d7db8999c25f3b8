import { StoryGenerateRequest } from '@/lib/api/story'
import type { StoryDraft } from './story-values'

/** The body of POST /v1/story/generate for the editor's story (docs/service-contract.md §4.6). */
export function buildStoryRequest(draft: StoryDraft): StoryGenerateRequest {
  const title = draft.title.trim()
  return StoryGenerateRequest.parse({
    ...(title ? { title } : {}),
    model: draft.model,
    ...(draft.aspect_ratio ? { aspect_ratio: draft.aspect_ratio } : {}),
    scenes: draft.scenes.map((s) => ({ prompt: s.prompt, duration_seconds: s.duration_seconds })),
  })
}

const LABEL_LENGTH = 60

/** How the job tray and history name a story: its title, else its first prompt. */
export function storyLabel(request: Pick<StoryGenerateRequest, 'title' | 'scenes'>): string {
  const text = (request.title?.trim() || request.scenes[0]?.prompt || 'Story').replace(/\s+/g, ' ')
  return text.length > LABEL_LENGTH ? `${text.slice(0, LABEL_LENGTH - 1)}…` : text
}
