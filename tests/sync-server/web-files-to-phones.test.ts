import { mkdir, writeFile, utimes } from 'node:fs/promises'
import { request } from 'node:http'
import { join } from 'node:path'
import { gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { CompressedFiles } from '../../src/sync-server/compressed-files'
import { freshFolder, startTestServer } from './support'

/*
 * What a phone joining over the table's Wi-Fi downloads: the web app gzipped when it accepts it,
 * the build's hashed assets kept, and "not modified" for what it already has.
 */

interface Answer {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: Buffer
}

function get(port: number, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const sent = request({ host: '127.0.0.1', port, path, headers }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      )
    })
    sent.on('error', reject)
    sent.end()
  })
}

/** A build with a large script and WebAssembly under hashed names, and small files. */
async function webApp() {
  const web = join(await freshFolder('casebook-web-'), 'web')
  await mkdir(join(web, 'assets'), { recursive: true })
  const script = `console.log(${JSON.stringify('a shared game '.repeat(2_000))})\n`
  const wasm = Buffer.alloc(64 * 1024, 7)
  await writeFile(
    join(web, 'index.html'),
    `<!doctype html><title>Casebook</title>${' '.repeat(2_000)}`,
  )
  await writeFile(join(web, 'assets', 'index-BQdRXcIM.js'), script)
  await writeFile(join(web, 'assets', 'automerge-LjMxZKTS.wasm'), wasm)
  await writeFile(join(web, 'assets', 'tiny-Ab12Cd34.js'), 'let a = 1')
  await writeFile(join(web, 'icon.png'), Buffer.alloc(4_096, 1))
  return { web, script, wasm }
}

const gzip = { 'Accept-Encoding': 'gzip, deflate' }

describe('the web app sent to a phone', { timeout: 30_000 }, () => {
  it('is gzipped for a browser that accepts it, and unzips to the very same bytes', async () => {
    const { web, script, wasm } = await webApp()
    const server = await startTestServer({ dataDir: await freshFolder(), webRoot: web })
    const zipped = await get(server.port, '/assets/automerge-LjMxZKTS.wasm', gzip)
    expect(zipped.headers['content-encoding']).toBe('gzip')
    expect(zipped.headers['content-type']).toBe('application/wasm')
    expect(zipped.headers.vary).toBe('Accept-Encoding')
    expect(Number(zipped.headers['content-length'])).toBe(zipped.body.length)
    expect(zipped.body.length).toBeLessThan(wasm.length / 10)
    expect(gunzipSync(zipped.body).equals(wasm)).toBe(true)
    const text = await get(server.port, '/assets/index-BQdRXcIM.js', gzip)
    expect(gunzipSync(text.body).toString()).toBe(script)
    // Asked again: the same bytes (kept, not compressed anew).
    const again = await get(server.port, '/assets/index-BQdRXcIM.js', gzip)
    expect(again.body.equals(text.body)).toBe(true)
  })

  it('is sent as stored to a client that does not accept gzip, or refuses it with q=0', async () => {
    const { web, wasm } = await webApp()
    const server = await startTestServer({ dataDir: await freshFolder(), webRoot: web })
    const asked: Record<string, string>[] = [
      {},
      { 'Accept-Encoding': 'br, gzip;q=0' },
      { 'Accept-Encoding': 'identity' },
    ]
    for (const headers of asked) {
      const plain = await get(server.port, '/assets/automerge-LjMxZKTS.wasm', headers)
      expect(plain.headers['content-encoding']).toBeUndefined()
      expect(plain.body.equals(wasm)).toBe(true)
    }
    const lowQuality = await get(server.port, '/assets/automerge-LjMxZKTS.wasm', {
      'Accept-Encoding': 'gzip;q=0.001',
    })
    expect(lowQuality.headers['content-encoding']).toBe('gzip')
  })

  it('leaves small files and pictures as they are', async () => {
    const { web } = await webApp()
    const server = await startTestServer({ dataDir: await freshFolder(), webRoot: web })
    for (const path of ['/assets/tiny-Ab12Cd34.js', '/icon.png']) {
      const answer = await get(server.port, path, gzip)
      expect(answer.headers['content-encoding'], path).toBeUndefined()
    }
    // 1 KiB is the first size worth compressing; a byte less is sent as stored.
    expect(CompressedFiles.worthIt('text/javascript; charset=utf-8', 1023)).toBe(false)
    expect(CompressedFiles.worthIt('text/javascript; charset=utf-8', 1024)).toBe(true)
  })

  it('tells the browser to keep the hashed assets, and to check everything else', async () => {
    const { web } = await webApp()
    const server = await startTestServer({ dataDir: await freshFolder(), webRoot: web })
    const asset = await get(server.port, '/assets/index-BQdRXcIM.js', gzip)
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    for (const path of ['/', '/index.html', '/icon.png']) {
      const answer = await get(server.port, path, gzip)
      expect(answer.headers['cache-control'], path).toBe('no-cache')
    }
  })

  it('answers "not modified" to a browser that has the file, and sends it again once changed', async () => {
    const { web } = await webApp()
    const server = await startTestServer({ dataDir: await freshFolder(), webRoot: web })
    const first = await get(server.port, '/index.html', gzip)
    const etag = String(first.headers.etag)
    const unchanged = await get(server.port, '/index.html', { ...gzip, 'If-None-Match': etag })
    expect(unchanged.status).toBe(304)
    expect(unchanged.body.length).toBe(0)
    // The same file unzipped is another version of it: its tag differs.
    const plain = await get(server.port, '/index.html')
    expect(plain.headers.etag).not.toBe(etag)
    // A new build replaces index.html: the old tag no longer matches, and the new page comes.
    await writeFile(
      join(web, 'index.html'),
      `<!doctype html><title>Casebook 2</title>${' '.repeat(2_000)}`,
    )
    await utimes(join(web, 'index.html'), new Date(), new Date(Date.now() + 5_000))
    const changed = await get(server.port, '/index.html', { ...gzip, 'If-None-Match': etag })
    expect(changed.status).toBe(200)
    expect(gunzipSync(changed.body).toString()).toContain('Casebook 2')
  })
})

describe('the gzipped copies kept', () => {
  it('stay within their bound, the least recently asked for forgotten first', async () => {
    const folder = await freshFolder()
    const files = await Promise.all(
      [0, 1, 2].map(async (index) => {
        const path = join(folder, `f${index}.bin`)
        // Random bytes do not compress: each copy is about its own size.
        const bytes = Buffer.from(
          Array.from({ length: 10_000 }, () => Math.floor(Math.random() * 256)),
        )
        await writeFile(path, bytes)
        return { path, size: bytes.length, mtimeMs: 1 }
      }),
    )
    const kept = new CompressedFiles(25_000)
    const first = await kept.get(files[0]!)
    const firstOfSecond = await kept.get(files[1]!)
    expect(await kept.get(files[0]!)).toBe(first)
    await kept.get(files[2]!)
    // Two copies fit: the third pushed out the one asked for least recently (files[1]).
    expect(await kept.get(files[0]!)).toBe(first)
    const second = await kept.get(files[1]!)
    expect(second).not.toBe(firstOfSecond)
    expect(second.equals(firstOfSecond)).toBe(true)
    expect(await kept.get(files[1]!)).toBe(second)
  })
})
