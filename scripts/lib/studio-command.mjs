import path from 'node:path'
import { STANDALONE } from './standalone.mjs'

/**
 * How `npm start` runs the studio: `next dev` for `npm run dev`; otherwise the production build's
 * standalone server, the one the container image runs (`next start` does not serve a standalone
 * build as deployed). That server moves into its own folder, so the data folder is made absolute
 * first; it binds where HOSTNAME says (none given: every interface, as Next does).
 */
export function studioCommand({ dev, port, host, dataDir }) {
  if (dev) {
    return {
      args: [
        'node_modules/next/dist/bin/next',
        'dev',
        '-p',
        String(port),
        ...(host ? ['-H', host] : []),
      ],
      env: {},
    }
  }
  return {
    args: [`${STANDALONE}/server.js`],
    env: {
      PORT: String(port),
      HOSTNAME: host ?? '0.0.0.0',
      STUDIO_DATA_DIR: path.resolve(dataDir),
    },
  }
}
