import { inflateSync } from 'node:zlib'

/**
 * Just enough PNG reading to compare two screenshots by their pixels: the 8-bit RGB or RGBA,
 * non-interlaced PNGs that Chromium writes. Anything else is reported as unreadable, and the
 * caller treats it as a different picture.
 */
interface Pixels {
  width: number
  height: number
  channels: number
  data: Uint8Array
}

const signatureLength = 8
const colourTypeChannels = new Map([
  [2, 3],
  [6, 4],
])

export function readPng(bytes: Uint8Array): Pixels | null {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  let width = 0
  let height = 0
  let channels: number | undefined
  const compressed: Buffer[] = []
  for (let at = signatureLength; at + 8 <= buffer.length;) {
    const length = buffer.readUInt32BE(at)
    const type = buffer.toString('latin1', at + 4, at + 8)
    const chunk = buffer.subarray(at + 8, at + 8 + length)
    if (type === 'IHDR') {
      width = chunk.readUInt32BE(0)
      height = chunk.readUInt32BE(4)
      const [bitDepth, colourType, , , interlace] = chunk.subarray(8, 13)
      if (bitDepth !== 8 || interlace !== 0) return null
      channels = colourTypeChannels.get(colourType ?? -1)
    }
    if (type === 'IDAT') compressed.push(chunk)
    at += 12 + length
  }
  if (channels === undefined || width === 0) return null
  return {
    width,
    height,
    channels,
    data: unfilter(inflateSync(Buffer.concat(compressed)), width, height, channels),
  }
}

/** Undoes the per-row filters of PNG (none, sub, up, average, Paeth). */
function unfilter(raw: Uint8Array, width: number, height: number, channels: number): Uint8Array {
  const stride = width * channels
  const out = new Uint8Array(stride * height)
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)]
    for (let x = 0; x < stride; x++) {
      const value = raw[y * (stride + 1) + 1 + x] ?? 0
      const left = x >= channels ? (out[y * stride + x - channels] ?? 0) : 0
      const up = y > 0 ? (out[(y - 1) * stride + x] ?? 0) : 0
      const upLeft = x >= channels && y > 0 ? (out[(y - 1) * stride + x - channels] ?? 0) : 0
      const predicted =
        filter === 1
          ? left
          : filter === 2
            ? up
            : filter === 3
              ? (left + up) >> 1
              : filter === 4
                ? paeth(left, up, upLeft)
                : 0
      out[y * stride + x] = (value + predicted) & 0xff
    }
  }
  return out
}

function paeth(left: number, up: number, upLeft: number): number {
  const estimate = left + up - upLeft
  const toLeft = Math.abs(estimate - left)
  const toUp = Math.abs(estimate - up)
  const toUpLeft = Math.abs(estimate - upLeft)
  if (toLeft <= toUp && toLeft <= toUpLeft) return left
  return toUp <= toUpLeft ? up : upLeft
}

/**
 * Whether two screenshots show the same thing. Chromium's software rendering sometimes rounds
 * an anti-aliased edge one level differently from one run to the next (seen on a select's
 * rounded corners: 18 pixels, each channel off by 1). Any change a reader could see, a word or
 * a colour, moves some channel by far more than `tolerance`.
 */
export function lookTheSame(a: Uint8Array, b: Uint8Array, tolerance = 8): boolean {
  const first = readPng(a)
  const second = readPng(b)
  if (!first || !second) return false
  if (first.width !== second.width || first.height !== second.height) return false
  if (first.channels !== second.channels) return false
  return first.data.every(
    (value, index) => Math.abs(value - (second.data[index] ?? 0)) <= tolerance,
  )
}
