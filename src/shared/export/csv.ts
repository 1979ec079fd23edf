import type { GameLog, GameScore } from '../../engine'
import type { Translator } from '../explain'
import { scoreSheetTable, type SheetCell } from './sheet'

/**
 * The score sheet as CSV for spreadsheet apps: RFC 4180 (comma-separated, CRLF line endings,
 * quoted fields), with a UTF-8 byte order mark so Excel, LibreOffice and Numbers read accented
 * names correctly. One header row, then one row per hand.
 */
export function exportCsv(log: GameLog, score: GameScore, translator: Translator): string {
  const { header, rows } = scoreSheetTable(log, score, translator)
  const lines = [header.map(csvText), ...rows.map((row) => row.map(csvCell))]
  return `${byteOrderMark}${lines.map((fields) => `${fields.join(',')}\r\n`).join('')}`
}

const byteOrderMark = '\uFEFF'

function csvCell(cell: SheetCell): string {
  return cell.kind === 'number' ? csvNumber(cell.value) : csvText(cell.text)
}

/** A number stays a bare number, with an ASCII minus, so spreadsheets can add it up. */
export function csvNumber(value: number): string {
  return String(value)
}

/**
 * A text field. A spreadsheet would run a field starting with = + - @ (or a tab or carriage
 * return) as a formula, so such text gets a leading apostrophe and is shown as typed. Fields
 * holding a comma, a double quote, CR or LF are quoted, inner quotes doubled.
 */
export function csvText(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
}
