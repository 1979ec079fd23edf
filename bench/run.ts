import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { buildApp, buildBaseline, initialBundleBytes } from './bundle'
import { benchMemory, benchStartup, type Ratio } from './cli'
import { desktopListing } from './desktop-listing'
import { benchEngine, benchGrowth, benchLongField } from './engine'
import { firstPaints } from './first-paint'
import { benchHistory } from './history'
import { historyChanges } from './history-paint'
import { homeListPaints } from './home-paint'
import { saveHandToSheet } from './save-hand'
import { reportTableSharing } from './table-report'

/** `npm run bench`: the performance budgets, measured and printed (never asserted in tests). */
const ms = (value: number) => `${value.toFixed(2)} ms`
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`
const mib = (kibibytes: number) => `${(kibibytes / 1024).toFixed(0)} MiB`
const ratio = (figure: Ratio) =>
  `${figure.median.toFixed(2)}x (${figure.low.toFixed(2)}x to ${figure.high.toFixed(2)}x; median ${ms(figure.medianMs)})`

const work = mkdtempSync(join(tmpdir(), 'casebook-bench-'))
console.log('Engine: read, validate and score in process, against JSON.parse of the same text')
for (const figure of await benchEngine(work)) {
  const size = `${(figure.logBytes / 1024 / 1024).toFixed(2)} MiB`
  const what =
    figure.hands > 0
      ? `a ${figure.hands.toLocaleString('en')}-hand log, ${size}`
      : `${figure.logs} logs, ${size}: ${ms(figure.parseValidateScoreMs / figure.logs)} a log`
  console.log(`  ${figure.game} (${what})`)
  console.log(
    `    processor time: JSON.parse ${ms(figure.jsonParseMs)}, checkGameLog ${ms(figure.parseValidateScoreMs)}: ${figure.ratioToJsonParse.toFixed(2)}x (aim: at most 5x, goal 3x)`,
  )
}
console.log('Commands in process: a 2,000-hand log against a 500-hand log (about 4x: linear)')
for (const figure of await benchGrowth()) {
  console.log(
    `  ${figure.game}, ${figure.command}: ${ms(figure.shortMs)} then ${ms(figure.longMs)}: ${figure.ratio.toFixed(2)}x`,
  )
}

console.log('Commands in process: one field of megabytes (about 4x or less: linear)')
for (const figure of await benchLongField()) {
  console.log(
    `  ${figure.game}, ${figure.command}: ${ms(figure.shortMs)} then ${ms(figure.longMs)}: ${figure.ratio.toFixed(2)}x`,
  )
}

console.log('History: every person and pair counted, against JSON.parse of the games counted')
for (const figure of benchHistory()) {
  console.log(
    `  ${figure.games.toLocaleString('en')} games: JSON.parse ${ms(figure.parseMs)}, libraryStats ${ms(figure.statsMs)}: ${(figure.statsMs / figure.parseMs).toFixed(2)}x`,
  )
}

console.log('Desktop app, main process: the games folder listed at start (games of 20 hands)')
console.log('  every log read and sent (before), against versions only (a summary kept for each)')
for (const games of [1, 1000]) {
  const listing = await desktopListing(work, games)
  console.log(
    `  ${games.toLocaleString('en')} game(s): ${ms(listing.everyLogMs)} (${kib(listing.everyLogBytes)} sent) against ${ms(listing.versionsOnlyMs)} (${kib(listing.versionsOnlyBytes)} sent): ${(listing.everyLogMs / listing.versionsOnlyMs).toFixed(2)}x`,
  )
}

try {
  const startup = await benchStartup(work)
  console.log('Command line: `casebook score` of a one-hand log (11 paired runs: median, range)')
  console.log(`  node -e 0 alone:                              ${ms(startup.nodeMs)} (median)`)
  console.log(`  node out/cli/casebook.js, ratio to node -e 0:  ${ratio(startup.bundle)}`)
  console.log(`  node scripts/casebook.mjs (what npm run runs): ${ratio(startup.launcher)}`)
  console.log(`    (aim: at most 2x)`)
  console.log(`  npm run --silent casebook -- score FILE, ratio to npm run of node -e 0:`)
  console.log(`    ${ratio(startup.npmRun)}; npm run of node -e 0: ${ms(startup.npmOwnMs)}`)
  const memory = await benchMemory(work)
  console.log(
    `Command line: peak memory, a ${memory.hands.toLocaleString('en')}-hand log (${(memory.logBytes / 1024 / 1024).toFixed(0)} MiB of JSON)`,
  )
  console.log(
    `  score FILE (readable report):  ${mib(memory.scoreKiB)}, ${((memory.scoreKiB * 1024) / memory.hands / 1024).toFixed(1)} KiB per hand, in ${(memory.scoreMs / 1000).toFixed(1)} s`,
  )
  console.log(
    `  score --json FILE:              ${mib(memory.scoreJsonKiB)}, ${(memory.scoreJsonKiB / memory.jsonParseKiB).toFixed(2)}x JSON.parse (aim: at most 3x)`,
  )
  console.log(`  validate FILE (read and check): ${mib(memory.validateKiB)}`)
  console.log(`  node reading and JSON.parse:    ${mib(memory.jsonParseKiB)}`)
  console.log(`  node -e 0:                      ${mib(memory.nodeKiB)}`)
  const app = join(work, 'app')
  const baseline = join(work, 'baseline')
  const scripts = await buildApp(app)
  await buildBaseline(baseline)
  const appBytes = initialBundleBytes(app)
  const baselineBytes = initialBundleBytes(baseline)
  console.log('Renderer (web build, what a first visit loads before the page runs)')
  console.log(`  Casebook initial JS + CSS, gzipped:        ${kib(appBytes.gzipped)}`)
  console.log(`  bare Vue + Pinia + vue-i18n page, gzipped: ${kib(baselineBytes.gzipped)}`)
  console.log(
    `  ratio:                                     ${(appBytes.gzipped / baselineBytes.gzipped).toFixed(2)}x`,
  )
  const paints = await firstPaints({ casebook: app, baseline })
  console.log('  first contentful paint in Chromium (median of 7 fresh loads)')
  console.log(
    `    Casebook: ${ms(paints.casebook!)}   bare page: ${ms(paints.baseline!)}   ratio: ${(paints.casebook! / paints.baseline!).toFixed(2)}x`,
  )
  const lists = await homeListPaints(app, [1, 1000])
  const oneGame = lists.get(1)!
  const thousand = lists.get(1000)!
  console.log('  home screen: from the start of the load to the first frame with the list painted')
  console.log('    (median of 5 reloads; games of 20 hands; aim: 1,000 games within 2x of one)')
  console.log(
    `    1 game: ${ms(oneGame)}   1,000 games: ${ms(thousand)}   ratio: ${(thousand / oneGame).toFixed(2)}x`,
  )
  const history = await historyChanges(app, [50, 1000], 6)
  const small = history.get(50)!
  const large = history.get(1000)!
  const versus = (at50: number, at1000: number) =>
    `50 games ${ms(at50)}, 1,000 games ${ms(at1000)}: ${(at1000 / at50).toFixed(2)}x`
  console.log(
    '  History page: a filter changed, to the frames that show it (the first person once, then medians of 5 and 6)',
  )
  console.log('    (the four games in turn, ten people; aim: 1,000 games within 2x of 50)')
  console.log(
    `    first person chosen, to the next frame: ${versus(small.first.nextFrameMs, large.first.nextFrameMs)}`,
  )
  console.log(
    `    first person chosen, to the records:    ${versus(small.first.recordsMs, large.first.recordsMs)}`,
  )
  console.log(
    `    another person, to the next frame:      ${versus(small.person.nextFrameMs, large.person.nextFrameMs)}`,
  )
  console.log(
    `    another person, to the records:         ${versus(small.person.recordsMs, large.person.recordsMs)}`,
  )
  console.log(`    the game filter, to the next frame:     ${versus(small.filter, large.filter)}`)
  console.log('  saving a hand: click on Save to the sheet painted with the new row')
  const saves = new Map<number, Awaited<ReturnType<typeof saveHandToSheet>>>()
  for (const hands of [20, 200]) {
    const saving = await saveHandToSheet(app, hands)
    saves.set(hands, saving)
    console.log(
      `    ${hands}-hand game: first save ${ms(saving.first)}, following saves (median) ${ms(saving.next)}, frames started before the row: ${saving.framesBefore}`,
    )
  }
  const longer = saves.get(200)!.next - saves.get(20)!.next
  console.log(
    `    200 vs 20 hands: ${(saves.get(200)!.next / saves.get(20)!.next).toFixed(2)}x, ${ms(longer)} longer (aim: within one frame, 16.7 ms at 60 Hz)`,
  )
  await reportTableSharing(app, scripts, saves.get(20)!.next)
} finally {
  rmSync(work, { recursive: true, force: true })
}
