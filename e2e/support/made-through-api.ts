import { expect, type Page } from '@playwright/test'
import { E2E_EMULATOR_URL } from '../../playwright.config'

/** A word no other result has, so tests (and workers) sharing the demo account never meet. */
export const uniqueWord = (stem = 'weathervane') =>
  `${stem}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

/** A result made through the service's API with the demo creator's key, never in a browser. */
export async function madeThroughTheApi(page: Page, prompt: string): Promise<string> {
  const answer = await page.request.post(`${E2E_EMULATOR_URL}/v1/generate/media`, {
    headers: { 'x-api-key': 'sk_live_demo_creator' },
    data: { model: 'flux-2-1K', prompt },
  })
  expect(answer.ok()).toBe(true)
  return ((await answer.json()) as { generation_id: string }).generation_id
}
