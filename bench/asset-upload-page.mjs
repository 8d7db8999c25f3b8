#!/usr/bin/env node
// A 500 MB file added to the team library through the real Assets page (Chromium driven by
// Playwright, the file on disk, setInputFiles), several rounds: the studio server's RSS growth
// (target < 64 MB) and the upload throughput against the same browser sending the same file
// straight to the emulator, side by side (median ratio, target >= 0.8).
// Needs a production build (`npm run build`).
//   node bench/asset-upload-page.mjs [megabytes] [rounds]
// Against servers already running (a dry run; the RSS of a dev server means little):
//   BENCH_STUDIO_URL=http://localhost:3400 BENCH_EMULATOR_URL=http://127.0.0.1:4410 \
//   BENCH_STUDIO_PID=<pid of next-server> node bench/asset-upload-page.mjs 50 1
import { once } from 'node:events'
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { finished } from 'node:stream/promises'
import { chromium } from '@playwright/test'
import { chromiumLaunchOptions } from '../scripts/lib/chromium.mjs'
import { mb, sampleRss, startStack } from './lib/stack.mjs'
import { multipartWav } from './lib/wav-stream.mjs'
import { median } from './lib/median.mjs'

const MiB = 1024 * 1024
const megabytes = Number(process.argv[2] ?? 500)
const rounds = Number(process.argv[3] ?? 3)
// Under the 500 MB limit with room for the multipart framing and the team library's seeds.
const fileBytes = megabytes * MiB - 512 * 1024
const TEAM_KEY = 'sk_live_demo_team'

/** The WAV body of multipartWav, without its multipart head and tail, written to disk. */
async function writeWavFile(file, bytes) {
  const out = createWriteStream(file)
  const held = []
  let index = 0
  for await (const chunk of multipartWav(bytes).stream) {
    // Chunk 0 is the part head; the last is the closing boundary: hold one back to drop it.
    if (index++ === 0) continue
    if (held.length && !out.write(held.shift())) await once(out, 'drain')
    held.push(chunk)
  }
  out.end()
  await finished(out)
}

/**
 * The baseline: the same browser sends the chosen file straight to the emulator (CORS is open
 * on every public route, docs/service-contract.md §1.5), so both sides differ only by the studio in between.
 */
function directUpload(page, emulatorUrl) {
  return page.evaluate(
    ({ url, key }) =>
      new Promise((resolve, reject) => {
        const form = new FormData()
        form.append('file', document.getElementById('bench-direct-file').files[0])
        const xhr = new XMLHttpRequest()
        xhr.open('POST', `${url}/v1/upload/media`)
        xhr.setRequestHeader('x-api-key', key)
        const started = performance.now()
        xhr.onload = () =>
          xhr.status === 200
            ? resolve((performance.now() - started) / 1000)
            : reject(new Error(`direct upload: ${xhr.status} ${xhr.responseText}`))
        xhr.onerror = () => reject(new Error('direct upload: network error'))
        xhr.send(form)
      }),
    { url: emulatorUrl, key: TEAM_KEY },
  )
}

/** One add through the page: upload time (click to the upload's answer) and the whole add. */
async function addThroughPage(page, name) {
  const form = page.getByRole('form', { name: 'Add an asset' })
  await form.getByRole('textbox', { name: 'Name' }).fill(name)
  await form.getByText('Team library', { exact: true }).click()
  const uploaded = page.waitForResponse((r) => r.url().endsWith('/api/v1/upload/media'), {
    timeout: 30 * 60_000,
  })
  const started = performance.now()
  await form.getByRole('button', { name: 'Add to library' }).click()
  // A refusal in the form (a field error) sends nothing: fail at once rather than wait.
  const refused = form
    .locator('[id$="-error"]')
    .first()
    .waitFor({ timeout: 30 * 60_000 })
    .then(async () => {
      throw new Error(
        `the form refused: ${await form.locator('[id$="-error"]').first().innerText()}`,
      )
    })
  const response = await Promise.race([uploaded, refused])
  const uploadSeconds = (performance.now() - started) / 1000
  if (!response.ok()) throw new Error(`page upload: ${response.status()} ${await response.text()}`)
  const outcome = form
    .getByRole('status')
    .filter({ hasText: /^Added/ })
    .or(form.getByRole('alert'))
  await outcome.first().waitFor({ timeout: 10 * 60_000 })
  const text = (await outcome.first().innerText()).replace(/\s+/g, ' ')
  if (!text.startsWith('Added')) throw new Error(`the add failed: ${text}`)
  return { uploadSeconds, addSeconds: (performance.now() - started) / 1000 }
}

/** Frees the team library for the next round, through the page (its list refreshes too). */
async function deleteThroughPage(page, name) {
  const card = page.getByRole('article', { name, exact: true })
  await card.getByRole('button', { name: `Delete ${name}` }).click()
  const dialog = page.getByRole('dialog', { name: `Delete “${name}”?` })
  await dialog.getByRole('button', { name: 'Delete for good' }).click()
  await card.waitFor({ state: 'detached', timeout: 60_000 })
}

async function measure({ studioUrl, emulatorUrl, studioPid, file }) {
  const browser = await chromium.launch(chromiumLaunchOptions())
  try {
    const page = await browser.newPage({ baseURL: studioUrl })
    const session = await page.request.post('/api/session', { data: { demo: 'team' } })
    if (!session.ok()) throw new Error(`connect failed: ${session.status()}`)
    await page.goto('/assets')
    const input = page.getByRole('form', { name: 'Add an asset' }).getByLabel('File to add')
    await input.waitFor({ state: 'attached', timeout: 120_000 })
    // The direct side's own file input, outside the form, holding the same file.
    await page.evaluate(() => {
      const direct = document.createElement('input')
      direct.type = 'file'
      direct.id = 'bench-direct-file'
      direct.hidden = true
      document.body.append(direct)
    })
    await page.locator('#bench-direct-file').setInputFiles(file)
    const samples = []
    const rss = sampleRss(studioPid)
    for (let round = 1; round <= rounds; round += 1) {
      const name = `bench-${megabytes}mb-${round}-${Date.now().toString(36)}`
      await input.setInputFiles(file)
      // Alternate which side goes first so disk and cache warm-up do not favour one of them.
      const directFirst = round % 2 === 1
      const direct = directFirst ? await directUpload(page, emulatorUrl) : null
      const viaPage = await addThroughPage(page, name)
      const sample = { direct: direct ?? (await directUpload(page, emulatorUrl)), ...viaPage }
      await deleteThroughPage(page, name)
      samples.push(sample)
      console.log(
        `round ${round}: direct ${sample.direct.toFixed(1)} s, page ${sample.uploadSeconds.toFixed(1)} s`,
      )
    }
    return { samples, memory: rss.stop() }
  } finally {
    await browser.close()
  }
}

const attached = process.env.BENCH_STUDIO_URL
const stack = attached
  ? {
      studioUrl: attached,
      emulatorUrl: process.env.BENCH_EMULATOR_URL,
      studio: { pid: Number(process.env.BENCH_STUDIO_PID) },
      stop() {},
    }
  : await startStack()
const workDir = mkdtempSync(path.join(tmpdir(), 'asset-upload-page-'))
try {
  const file = path.join(workDir, `bench-${megabytes}mb.wav`)
  await writeWavFile(file, fileBytes)
  const { samples, memory } = await measure({
    studioUrl: stack.studioUrl,
    emulatorUrl: stack.emulatorUrl,
    studioPid: stack.studio.pid,
    file,
  })
  const direct = median(samples.map((s) => s.direct))
  const viaPage = median(samples.map((s) => s.uploadSeconds))
  const rate = (seconds) => `${(fileBytes / MiB / seconds).toFixed(1)} MB/s`
  const ratio = direct / viaPage
  console.log(
    `file                     : ${mb(fileBytes)} WAV on disk, team library, ${rounds} rounds (medians)`,
  )
  console.log(`browser -> emulator      : ${direct.toFixed(1)} s (${rate(direct)})`)
  console.log(`browser -> studio (page) : ${viaPage.toFixed(1)} s (${rate(viaPage)})`)
  console.log(`throughput ratio         : ${ratio.toFixed(3)} (target >= 0.8)`)
  console.log(
    `whole add, upload + POST /v1/assets: ${median(samples.map((s) => s.addSeconds)).toFixed(1)} s`,
  )
  console.log(
    `studio RSS               : baseline ${mb(memory.baseline)}, peak ${mb(memory.peak)}, growth ${mb(memory.growth)} (target < 64 MB)`,
  )
  if (ratio < 0.8 || memory.growth >= 64 * MiB) process.exitCode = 1
} finally {
  rmSync(workDir, { recursive: true, force: true })
  stack.stop()
  // The emulator keeps every upload (gigabytes here): drop its private data once it has stopped.
  if (stack.dataDir) {
    await new Promise((resolve) => setTimeout(resolve, 2_000))
    rmSync(stack.dataDir, { recursive: true, force: true })
  }
}
