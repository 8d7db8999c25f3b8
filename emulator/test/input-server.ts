import { MEGABYTE } from '@/lib/api'
import { bytesRoute, startLoopbackServer, type LoopbackServer } from './loopback-server'
import { pictureBytes, videoBytes, wavBytes } from './media-fixtures'

/** A loopback server with the inputs the generation routes are tried with. */
export async function startInputServer(): Promise<LoopbackServer> {
  const [png, jpeg, clip, long] = await Promise.all([
    pictureBytes('png'),
    pictureBytes('jpeg'),
    videoBytes(2),
    videoBytes(31 * 60),
  ])
  return startLoopbackServer({
    '/disc.png': bytesRoute(png, 'image/png'),
    '/disc.jpeg': bytesRoute(jpeg, 'image/jpeg'),
    '/disc-no-extension': bytesRoute(png, 'image/png'),
    '/page-no-extension': bytesRoute(Buffer.from('<html></html>'), 'text/html'),
    '/disc.gif': bytesRoute(png, 'image/gif'),
    '/fake.png': bytesRoute(Buffer.from('these bytes are no picture'), 'image/png'),
    '/six-megabytes.png': bytesRoute(Buffer.alloc(6 * MEGABYTE), 'image/png'),
    '/clip.mp4': bytesRoute(clip, 'video/mp4'),
    '/long.mp4': bytesRoute(long, 'video/mp4'),
    '/tone.wav': bytesRoute(wavBytes(1), 'audio/wav'),
    '/tone-no-extension': bytesRoute(wavBytes(1), 'audio/wav'),
  })
}
