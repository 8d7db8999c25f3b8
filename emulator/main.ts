import { startEmulator } from './server'
import { seedOutcomeMessage } from './seed/seeding'

/** `npx tsx emulator/main.ts`: runs the emulator with settings from the environment. */
async function main(): Promise<void> {
  const emulator = await startEmulator()
  const { config } = emulator
  console.log(
    `[emulator] listening on ${emulator.url} (public URL ${emulator.services.publicUrl}, data ${config.dataDir}, time scale ${config.timeScale})`,
  )
  void emulator.seeded.then((outcome) => {
    const message = seedOutcomeMessage(outcome)
    if (message) console.log(message)
  })
  let stopping = false
  const stop = async (signal: string) => {
    if (stopping) return
    stopping = true
    console.log(`[emulator] ${signal}: saving state and stopping`)
    await emulator.close()
    process.exit(0)
  }
  process.on('SIGINT', () => void stop('SIGINT'))
  process.on('SIGTERM', () => void stop('SIGTERM'))
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
