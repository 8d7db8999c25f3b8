'use client'

import { ProblemText } from '@/components/ui/error-reference'
import * as Tabs from '@radix-ui/react-tabs'
import dynamic from 'next/dynamic'
import { useRouter, useSearchParams } from 'next/navigation'
import { useState, type ReactNode } from 'react'
import { Alert } from '@/components/ui/alert'
import {
  AUDIO_TABS,
  audioHref,
  parseAudioUrl,
  type AudioTab,
  type AudioUrlState,
} from '@/features/audio/model/audio-url'
import { useModels } from '@/lib/queries/models'

// Each tab's code is a chunk of its own, loaded when the tab is first shown: the studio opens with
// one form's code to compile and run, not four (docs/performance.md, "Where a phone's time goes").
const loadingTab = () => <p className="text-sm text-ink-muted">Loading…</p>
const MusicPanel = dynamic(() => import('./music-panel').then((m) => m.MusicPanel), {
  ssr: false,
  loading: loadingTab,
})
const SpeechPanel = dynamic(() => import('./speech-panel').then((m) => m.SpeechPanel), {
  ssr: false,
  loading: loadingTab,
})
const StemsPanel = dynamic(() => import('./stems-panel').then((m) => m.StemsPanel), {
  ssr: false,
  loading: loadingTab,
})
const HistoryPanel = dynamic(() => import('./history-panel').then((m) => m.HistoryPanel), {
  ssr: false,
  loading: loadingTab,
})

const TAB_WORDS: Record<AudioTab, string> = {
  music: 'Music',
  speech: 'Speech',
  stems: 'Stems',
  history: 'History',
}

function Panel({
  value,
  current,
  children,
}: {
  value: AudioTab
  current: AudioTab
  children: ReactNode
}) {
  // Mounted when first shown, then kept while hidden, so what was typed in a tab survives a visit
  // to another. Not before: the page would mount all four forms at once as it opens, in one task
  // a phone takes a second over.
  const shown = value === current
  const [visited, setVisited] = useState(shown)
  if (shown && !visited) setVisited(true)
  return (
    <Tabs.Content
      value={value}
      forceMount
      hidden={!shown}
      className="pt-4 focus-visible:outline-none"
    >
      {visited ? children : null}
    </Tabs.Content>
  )
}

/**
 * The audio studio: Music, Speech, Stems and History tabs, with the job each one shows kept in the
 * URL (`?music=`, `?speech=`, `?stems=`: the links the job tray and the gallery use).
 */
export function AudioStudio() {
  const params = useSearchParams()
  const router = useRouter()
  const url = parseAudioUrl(params ?? new URLSearchParams())
  const { data: catalog, error, isPending } = useModels()
  const models = catalog?.models ?? []
  const go = (change: Partial<AudioUrlState>) =>
    router.replace(audioHref(url, change), { scroll: false })

  return (
    <Tabs.Root
      value={url.tab}
      onValueChange={(value) => {
        const tab = AUDIO_TABS.find((t) => t === value)
        if (tab) go({ tab })
      }}
      activationMode="manual"
    >
      <Tabs.List
        aria-label="Audio tools"
        className="flex gap-1 overflow-x-auto border-b border-line"
      >
        {AUDIO_TABS.map((tab) => (
          <Tabs.Trigger
            key={tab}
            value={tab}
            className="-mb-px border-b-2 border-transparent px-3 py-2 text-sm font-medium text-ink-muted hover:text-ink data-[state=active]:border-accent data-[state=active]:text-accent"
          >
            {TAB_WORDS[tab]}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {error ? (
        <Alert>
          <ProblemText error={error} />
        </Alert>
      ) : null}
      {isPending ? <p className="pt-4 text-sm text-ink-muted">Loading the catalog…</p> : null}
      {catalog ? (
        <>
          <Panel value="music" current={url.tab}>
            <MusicPanel
              models={models}
              jobId={url.music}
              onStarted={(id) => go({ tab: 'music', music: id })}
            />
          </Panel>
          <Panel value="speech" current={url.tab}>
            <SpeechPanel
              models={models}
              jobId={url.speech}
              onStarted={(id) => go({ tab: 'speech', speech: id })}
            />
          </Panel>
          <Panel value="stems" current={url.tab}>
            <StemsPanel
              models={models}
              jobId={url.stems}
              split={url.split}
              from={url.from}
              onStarted={(id) => go({ tab: 'stems', stems: id })}
            />
          </Panel>
          <Panel value="history" current={url.tab}>
            <HistoryPanel
              models={models}
              active={url.tab === 'history'}
              onOpen={(entry) => go({ tab: entry.type, [entry.type]: entry.id })}
            />
          </Panel>
        </>
      ) : null}
    </Tabs.Root>
  )
}
