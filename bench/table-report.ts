import type { BuiltScript } from './bundle'
import { sharingDownload } from './sharing-download'
import { tableTimes, testNetworkHost, type TableTimes } from './table-sync'
import { median, percentile } from './timing'

const ms = (value: number) => `${value.toFixed(2)} ms`
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`
const sizes = (file: { bytes: number; gzipped: number }) =>
  `${kib(file.bytes).padStart(10)} ${kib(file.gzipped).padStart(10)}`

/**
 * Prints what sharing a game with the table costs (issues 24 and 30): a save reaching the other
 * devices while every core is busy, and a phone joining, against `aloneMs` (a save on one device,
 * measured in the same call by `saveHandToSheet`, 20 hands); and what sharing adds to the
 * download of the web app built in `root`.
 */
export async function reportTableSharing(
  root: string,
  scripts: ReadonlyMap<string, BuiltScript>,
  aloneMs: number,
): Promise<void> {
  console.log('Sharing with the table: three devices (Chromium contexts) on one machine, one game,')
  console.log("  through the sync server at the test network's address, every core kept busy")
  const host = testNetworkHost()
  if (host === undefined) {
    console.log('  skipped: no test network (create it with `sudo scripts/test-lan.sh`)')
  } else {
    await reportSaves(await tableTimes(root, host), aloneMs)
  }

  const download = sharingDownload(root, scripts)
  console.log(
    '  what sharing adds to the download (as stored; gzipped, as the sync server sends it)',
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

/** The saves and the join, timed by `tableTimes`. */
function reportSaves(table: TableTimes, aloneMs: number): void {
  const spread = (values: readonly number[]) =>
    `median ${ms(median(values))}, 95th percentile ${ms(percentile(values, 0.95))}, ${ms(Math.min(...values))} to ${ms(Math.max(...values))}`
  console.log(
    `  click on Save on one device to the row painted on another (a 20-hand game; aim: median at most 250 ms, 95th percentile at most 1 s)`,
  )
  console.log(
    `    from the sharer's laptop to each phone (${table.fromSharerMs.length} arrivals): ${spread(table.fromSharerMs)}`,
  )
  console.log(
    `    from a phone to the laptop and the other phone (${table.fromPhoneMs.length} arrivals): ${spread(table.fromPhoneMs)}`,
  )
  const across = [...table.fromSharerMs, ...table.fromPhoneMs]
  console.log(
    `    all ${across.length}: ${spread(across)}; ratio of the median to saving a hand on one device, game not shared, machine idle (above, ${ms(aloneMs)}): ${(median(across) / aloneMs).toFixed(2)}x`,
  )
  console.log(`    the same saves on the device that saved: ${spread(table.hereMs)}`)
  console.log(
    `  a hand filled in together on the three devices: a count tapped on one to it painted on the two others (aim: median at most 250 ms)`,
  )
  console.log(`    ${table.draftMs.length} arrivals: ${spread(table.draftMs)}`)
  console.log('  a phone opening the link (aim: the game shown within 2 s)')
  console.log(
    `    the load to "who are you at this table?" (the game found): ${ms(table.joinFoundMs)}; then Continue to the sheet painted: ${ms(table.joinShownMs)}; in all ${ms(table.joinFoundMs + table.joinShownMs)}`,
  )
}
