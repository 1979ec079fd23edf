import { openedFile } from '../../../shared/opened-file'
import { fileLimits } from '../../../shared/file-limits'
import type { OpenedFile } from '../../../shared/ipc-contract'

/** A chosen file: its text, why it is not text, or why it was not read (too big, or failed). */
export type ImportFile = OpenedFile

/** A game-log file bigger than this is refused without being read. */
export const maxImportBytes = fileLimits.appGameLog

/**
 * Reads chosen or dropped files as UTF-8 text (or says why not); a file too big is not read at
 * all. Never rejects.
 */
export function readFiles(files: Iterable<File>): Promise<ImportFile[]> {
  return Promise.all(
    [...files].map(async (file): Promise<ImportFile> => {
      if (file.size > maxImportBytes) return { name: file.name, size: file.size }
      try {
        return openedFile(file.name, new Uint8Array(await file.arrayBuffer()))
      } catch (error) {
        const detail = error instanceof Error ? error.message : String(error)
        return { name: file.name, size: file.size, error: detail }
      }
    }),
  )
}
