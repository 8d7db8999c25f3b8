import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { chmod, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'

export const SIGNED_ROUTE = '/signed'

export type SignatureCheck = 'valid' | 'expired' | 'invalid'

/**
 * Signed asset URLs: `/signed/<name>?expires=<unix seconds>&signature=<hex HMAC-SHA256 over
 * path and expiry>`. The secret is kept in the data directory, so URLs survive a restart.
 */
export class UrlSigner {
  constructor(
    private readonly secret: Buffer,
    private readonly publicUrl: string,
    private readonly ttlSeconds: number,
  ) {}

  static async open(dataDir: string, publicUrl: string, ttlSeconds: number): Promise<UrlSigner> {
    const file = join(dataDir, 'url-signing.key')
    let secret = await readFile(file).catch(() => null)
    if (!secret || secret.length < 32) {
      secret = randomBytes(32)
      await writeFile(file, secret)
      await chmod(file, 0o600)
    }
    return new UrlSigner(secret, publicUrl, ttlSeconds)
  }

  private signature(path: string, expires: number): string {
    return createHmac('sha256', this.secret).update(`${path}\n${expires}`).digest('hex')
  }

  /** A fresh URL for a stored asset file, valid for the configured lifetime from `now`. */
  sign(name: string, now: Date): { url: string; expiresAt: string } {
    const path = `${SIGNED_ROUTE}/${name}`
    const expires = Math.ceil(now.getTime() / 1000) + this.ttlSeconds
    const query = `expires=${expires}&signature=${this.signature(path, expires)}`
    return {
      url: `${this.publicUrl}${path}?${query}`,
      expiresAt: new Date(expires * 1000).toISOString(),
    }
  }

  check(path: string, params: URLSearchParams, now: Date): SignatureCheck {
    const expires = Number(params.get('expires'))
    const given = Buffer.from(params.get('signature') ?? '', 'hex')
    if (!Number.isSafeInteger(expires)) return 'invalid'
    const expected = Buffer.from(this.signature(path, expires), 'hex')
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid'
    return now.getTime() >= expires * 1000 ? 'expired' : 'valid'
  }
}
