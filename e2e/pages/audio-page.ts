import { expect, type Locator, type Page } from '@playwright/test'

export type AudioTab = 'Music' | 'Speech' | 'Stems' | 'History'

const POSTS = {
  music: '/api/v1/generate/music',
  speech: '/api/v1/generate/dialogue',
  stems: '/api/v1/generate/separation',
} as const

/** The audio studio by roles and labels: its tabs, forms, players and mixer. */
export class AudioPage {
  constructor(private readonly page: Page) {}

  readonly heading = () => this.page.getByRole('heading', { level: 1, name: 'Audio' })
  readonly tab = (name: AudioTab) => this.page.getByRole('tab', { name })

  // Music
  readonly musicForm = () => this.page.getByRole('form', { name: 'New song' })
  readonly prompt = () => this.musicForm().getByRole('textbox', { name: 'Prompt' })
  readonly title = () => this.musicForm().getByRole('textbox', { name: 'Title' })
  readonly style = () => this.musicForm().getByRole('textbox', { name: 'Style' })
  readonly description = () => this.musicForm().getByRole('textbox', { name: 'Song description' })
  readonly lyrics = () => this.musicForm().getByRole('textbox', { name: 'Lyrics' })
  readonly generateMusic = () => this.musicForm().getByRole('button', { name: 'Generate music' })
  readonly song = (n: number) => this.page.getByRole('article', { name: `Song ${n}` })
  readonly songAudio = (n: number) => this.page.getByLabel(`Song ${n} audio`)
  readonly playSong = (n: number) => this.page.getByRole('button', { name: `Play Song ${n}` })

  // Speech
  readonly speechForm = () => this.page.getByRole('form', { name: 'New speech' })
  readonly speechText = () => this.speechForm().getByRole('textbox', { name: 'Text' })
  readonly voice = () => this.speechForm().getByRole('combobox', { name: 'Voice' })
  readonly tagNotice = () => this.speechForm().getByRole('status', { name: 'Audio tags' })
  readonly generateSpeech = () => this.speechForm().getByRole('button', { name: 'Generate speech' })

  // Stems
  readonly stemsForm = () => this.page.getByRole('form', { name: 'Split into stems' })
  readonly split = () => this.stemsForm().getByRole('button', { name: 'Split into stems' })
  readonly mixer = () => this.page.getByRole('region', { name: 'Stems mixer' })
  readonly stemAudio = (label: string) => this.mixer().getByLabel(`${label} audio`)

  async goto(query = '') {
    await this.page.goto(`/audio${query}`)
    await expect(this.heading()).toBeVisible()
    await expect(this.tab('Music')).toBeVisible()
  }

  /** Picks a radio chip or switch by its visible label (the input itself is visually hidden). */
  async choose(form: Locator, label: string) {
    await form.getByText(label, { exact: true }).click()
  }

  /** Counts the start POSTs of one kind the browser sends from now on, with their bodies. */
  countPosts(kind: keyof typeof POSTS): { readonly bodies: Record<string, unknown>[] } {
    const seen = { bodies: [] as Record<string, unknown>[] }
    this.page.on('request', (request) => {
      if (request.method() !== 'POST' || new URL(request.url()).pathname !== POSTS[kind]) return
      // The studio's free permission check sends an empty body, which starts nothing.
      if (request.postData() === '{}') return
      seen.bodies.push(request.postDataJSON() as Record<string, unknown>)
    })
    return seen
  }

  /** Every mixer element's position, read at one instant: label -> seconds. */
  mixerTimes() {
    return this.mixer().evaluate((root) =>
      Object.fromEntries(
        [...root.getElementsByTagName('audio')].map((a) => [
          a.getAttribute('aria-label'),
          a.currentTime,
        ]),
      ),
    )
  }

  /** Reads a media element's playback state. */
  media(locator: Locator) {
    return locator.evaluate((el) => {
      const media = el as HTMLMediaElement
      return {
        time: media.currentTime,
        paused: media.paused,
        src: media.currentSrc,
        muted: media.muted,
        volume: media.volume,
      }
    })
  }
}
