export interface FolderOpener {
  /** Creates the folder if needed (a fresh install has no games yet). */
  mkdir(path: string): Promise<void>
  /** shell.openPath: resolves to an error message, or '' when the folder opened. */
  openPath(path: string): Promise<string>
}

/** Opens the games folder in the system's file manager; rejects with the reason if it cannot. */
export async function showFolder(folder: string, opener: FolderOpener): Promise<void> {
  await opener.mkdir(folder)
  const error = await opener.openPath(folder)
  if (error !== '') throw new Error(`Could not open the folder "${folder}": ${error}`)
}
