import type { BuiltScript } from './bundle'
import { sharingDownload } from './sharing-download'
import { tableSaveToPaint } from './table-sync'
import { median } from './timing'

const ms = (value: number) => `${value.toFixed(2)} ms`
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`
const sizes = (file: { bytes: number; gzipped: number }) =>
  `${kib(file.bytes).padStart(10)} ${kib(file.gzipped).padStart(10)}`

/**
 * Prints what sharing a game with the table costs (issue 24): a save reaching another device,
 * against `aloneMs`, a save on one device measured in the same call (`saveHandToSheet`, 20
 * hands), and what sharing adds to the download of the web app built in `root`.
 */
export async function reportTableSharing(
  root: string,
  scripts: ReadonlyMap<string, BuiltScript>,
  aloneMs: number,
): Promise<void> {
  console.log('Sharing with the table: two devices (Chromium contexts) on one machine, one game,')
  console.log('  through the sync server on 127.0.0.1 serving the same build')
  const table = await tableSaveToPaint(root)
  const across = table.acrossMs.slice(1)
  const [low, high] = [Math.min(...across), Math.max(...across)]
  console.log(
    `  click on Save on one device to the row painted on the other (a 20-hand game, ${table.acrossMs.length} saves; aim: under 250 ms)`,
  )
  console.log(
    `    first save ${ms(table.acrossMs[0]!)}; following saves: median ${ms(median(across))} (${ms(low)} to ${ms(high)})`,
  )
  console.log(
    `    ratio to saving a hand on one device, game not shared (above, ${ms(aloneMs)}): ${(median(across) / aloneMs).toFixed(2)}x (${(low / aloneMs).toFixed(2)}x to ${(high / aloneMs).toFixed(2)}x)`,
  )
  console.log(
    `    the same saves on the device that saved: median ${ms(median(table.hereMs.slice(1)))}`,
  )

  const download = sharingDownload(root, scripts)
  console.log(
    '  what sharing adds to the download (as stored, which the sync server sends; gzipped)',
  )
  console.log(
    `    first download, ${download.first.files.length} files:      ${sizes(download.first)}`,
  )
  console.log(
    `    Automerge not in the first download: ${download.automergeLeftOut ? 'yes' : 'no'}`,
  )
  console.log('    loaded when a game is first shared:')
  for (const file of download.sharing) {
    console.log(`      ${file.file.padEnd(36)} ${sizes(file)}  ${file.part}`)
  }
  const total = download.sharing.reduce(
    (sum, file) => ({ bytes: sum.bytes + file.bytes, gzipped: sum.gzipped + file.gzipped }),
    { bytes: 0, gzipped: 0 },
  )
  console.log(`      ${'in all'.padEnd(36)} ${sizes(total)}`)
  const kept = download.keptByServiceWorker
  console.log(
    `    of these, the installed app's service worker fetches with the rest of the app: ${kept.length} of ${download.sharing.length} (all but ${
      download.sharing
        .filter((file) => !kept.includes(file.file))
        .map((file) => file.file)
        .join(', ') || 'none'
    })`,
  )
}
