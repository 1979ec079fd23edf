// Prints one closing line over every test `npm test` ran: unit and component tests (Vitest)
// and end-to-end tests (Playwright), from the JSON reports they write under reports/.
import { readFileSync } from 'node:fs'

function read(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'))
  } catch {
    console.error(`No test report at ${file}: did that test run finish?`)
    process.exit(1)
  }
}

const unit = read('reports/unit.json')
const e2e = read('reports/e2e.json').stats
const passed = unit.numPassedTests + e2e.expected + e2e.flaky
const failed = unit.numFailedTests + e2e.unexpected
const skipped = unit.numPendingTests + unit.numTodoTests + e2e.skipped
console.log(`unit ${unit.numPassedTests} passed, e2e ${e2e.expected} passed`)
console.log(`${passed} passed, ${failed} failed${skipped > 0 ? `, ${skipped} skipped` : ''}`)
process.exit(failed > 0 || passed === 0 ? 1 : 0)
