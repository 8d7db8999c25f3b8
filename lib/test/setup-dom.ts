// Component tests (jsdom) get jest-dom's matchers, a connected account for the browser cache
// (signed out, nothing is kept), the modal dialog's methods jsdom lacks and an unmounted tree after
// each test; server tests a request log that writes nothing.
import '@testing-library/jest-dom/vitest'
import pino from 'pino'
import { afterEach, beforeEach } from 'vitest'

// Route handlers write a line per request (lib/server/route-log.ts); a test that reads the lines
// installs a logger of its own.
globalThis.mediaStudioLogger = pino({ enabled: false })

/** The account component tests run as; its entries are `media-studio:test-account:<name>`. */
const TEST_SCOPE = 'test-account'

beforeEach(async () => {
  if (typeof window === 'undefined') return
  stubModalDialog(window.HTMLDialogElement.prototype)
  const { browserCache } = await import('@/lib/browser-cache')
  browserCache.setScope(TEST_SCOPE)
})

afterEach(async () => {
  if (typeof document === 'undefined') return
  const { cleanup } = await import('@testing-library/react')
  cleanup()
})

/**
 * jsdom has no `showModal` or `close`: open and close the dialog by its attribute, the close event
 * dispatched in a later task as a browser does. No inertness, top layer or focus trap.
 */
function stubModalDialog(dialog: HTMLDialogElement) {
  if (typeof dialog.showModal === 'function') return
  dialog.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '')
  }
  dialog.close = function close(this: HTMLDialogElement) {
    if (!this.open) return
    this.removeAttribute('open')
    setTimeout(() => this.dispatchEvent(new Event('close')))
  }
}
