import type { GameLog, GameScore } from '../../engine'
import type { Translator } from '../explain'
import { exportCsv } from './csv'
import { exportJson } from './json'
import { exportMarkdown } from './markdown'
import type { ExportFormat } from './formats'

/**
 * The ways a game leaves Casebook: the game log itself (JSON), a score sheet for spreadsheets
 * (CSV) and a printable score sheet (Markdown). Pure functions from a log and its score to text;
 * the app offers them as downloads, the `casebook export` command prints them.
 */
export { exportCsv, exportJson, exportMarkdown }
export { csvNumber, csvText } from './csv'
export { markdownText } from './markdown-text'

export { exportFormats, isExportFormat, type ExportFormat } from './formats'

/** The file each format makes: its extension and its media type (for a download or a save dialog). */
export const exportFiles: Readonly<Record<ExportFormat, { extension: string; mediaType: string }>> =
  {
    json: { extension: 'json', mediaType: 'application/json' },
    csv: { extension: 'csv', mediaType: 'text/csv;charset=utf-8' },
    md: { extension: 'md', mediaType: 'text/markdown;charset=utf-8' },
  }

/** One game in one format. The log must be valid and `score` its score (`checkGameLog`). */
export function exportGame(
  format: ExportFormat,
  log: GameLog,
  score: GameScore,
  translator: Translator,
): string {
  switch (format) {
    case 'json':
      return exportJson(log)
    case 'csv':
      return exportCsv(log, score, translator)
    case 'md':
      return exportMarkdown(log, score, translator)
  }
}
