/**
 * The entries of a ZIP whose files are stored (not deflated), read from its central directory:
 * enough for tests to check what a download holds, without an unzip tool on the machine.
 * Handles ZIP64 sizes (archives over 4 GiB are not needed in tests, so only the plain form).
 */
export function readStoredZip(zip: Buffer): Map<string, Buffer> {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]))
  if (end < 0) throw new Error('Not a ZIP: no end of central directory')
  const count = zip.readUInt16LE(end + 10)
  let at = zip.readUInt32LE(end + 16)
  const entries = new Map<string, Buffer>()
  for (let i = 0; i < count; i++) {
    if (zip.readUInt32LE(at) !== 0x02014b50) throw new Error('Broken central directory')
    const method = zip.readUInt16LE(at + 10)
    const size = zip.readUInt32LE(at + 20)
    const nameLength = zip.readUInt16LE(at + 28)
    const extraLength = zip.readUInt16LE(at + 30)
    const commentLength = zip.readUInt16LE(at + 32)
    const local = zip.readUInt32LE(at + 42)
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength)
    if (method !== 0) throw new Error(`${name} is compressed (method ${method})`)
    const dataAt = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28)
    entries.set(name, zip.subarray(dataAt, dataAt + size))
    at += 46 + nameLength + extraLength + commentLength
  }
  return entries
}
