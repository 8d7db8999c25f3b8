/**
 * The `next` command line for the studio: dev or start, its port, and the address it listens on
 * (none: Next's default, every interface).
 */
export function nextArgs({ dev, port, host }) {
  return [
    'node_modules/next/dist/bin/next',
    dev ? 'dev' : 'start',
    '-p',
    String(port),
    ...(host ? ['-H', host] : []),
  ]
}
