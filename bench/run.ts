import { benchEngine } from './engine'

/** `npm run bench`: the performance budgets, measured and printed (never asserted in tests). */
const engine = benchEngine()
const ms = (value: number) => `${value.toFixed(2)} ms`

console.log('Engine (Mystery Rummy: Jekyll & Hyde)')
console.log(
  `  log: ${engine.hands} hands, ${(engine.logBytes / 1024 / 1024).toFixed(2)} MiB of JSON`,
)
console.log(`  JSON.parse alone:            ${ms(engine.jsonParseMs)}`)
console.log(`  parse + validate + score:    ${ms(engine.parseValidateScoreMs)}`)
console.log(
  `  ratio to JSON.parse:         ${engine.ratioToJsonParse.toFixed(2)}x (aim: at most 5x)`,
)
console.log(`  score only:                  ${ms(engine.scoreOnlyMs)}`)
console.log(`  hands scored per second:     ${engine.handsScoredPerSecond.toLocaleString('en')}`)
