import { createConnection, createServer, type AddressInfo } from 'node:net'
import { networkInterfaces } from 'node:os'
import { describe, expect, it } from 'vitest'
import { parseEnv } from './env'

/** An address of this machine that is not loopback: how another computer on the network sees it. */
const networkAddress = Object.values(networkInterfaces())
  .flat()
  .find((a) => a && a.family === 'IPv4' && !a.internal)?.address

const connects = (host: string, port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = createConnection({ host, port })
    socket.setTimeout(2000, () => socket.destroy())
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
    socket.once('close', () => resolve(false))
  })

async function listenOn(host: string | undefined) {
  const server = createServer((socket) => socket.end())
  await new Promise<void>((resolve) => server.listen(0, host, resolve))
  return { server, port: (server.address() as AddressInfo).port }
}

describe.skipIf(!networkAddress)('the demo is not reachable from the network', () => {
  it('refuses a connection on a network address while demo accounts are on', async () => {
    const { server, port } = await listenOn(parseEnv({}).listenHost)
    try {
      expect(await connects('127.0.0.1', port)).toBe(true)
      expect(await connects(networkAddress!, port)).toBe(false)
    } finally {
      server.close()
    }
  })

  it('accepts it once STUDIO_HOST opens the studio', async () => {
    const { server, port } = await listenOn(parseEnv({ STUDIO_HOST: '0.0.0.0' }).listenHost)
    try {
      expect(await connects(networkAddress!, port)).toBe(true)
    } finally {
      server.close()
    }
  })
})
