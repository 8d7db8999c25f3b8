// Component tests (jsdom) get jest-dom's matchers, a connected account for the browser cache
// (signed out, nothing is kept) and an unmounted tree after each test.
import '@testing-library/jest-dom/vitest'
import { afterEach, beforeEach } from 'vitest'

/** The account component tests run as; its entries are `media-studio:test-account:<name>`. */
const TEST_SCOPE = 'test-account'

beforeEach(async () => {
  if (typeof window === 'undefined') return
  const { browserCache } = await import('@/lib/browser-cache')
  browserCache.setScope(TEST_SCOPE)
})

afterEach(async () => {
  if (typeof document === 'undefined') return
  const { cleanup } = await import('@testing-library/react')
  cleanup()
})
