'use client'

import dynamic from 'next/dynamic'

/**
 * The tools page reads its tool and source from the URL, so it renders in the browser anyway;
 * loading its code (the tab row, the source chooser, the catalog facts) after the first paint
 * keeps /tools within the first-load budget every page holds.
 */
export const ToolsScreen = dynamic(() => import('./tools-studio').then((m) => m.ToolsStudio), {
  ssr: false,
  loading: () => <p className="text-sm text-ink-muted">Loading…</p>,
})
