/** The export formats by name, apart from the exporters so a caller can check a name cheaply. */
export const exportFormats = ['json', 'csv', 'md'] as const
export type ExportFormat = (typeof exportFormats)[number]

export function isExportFormat(value: unknown): value is ExportFormat {
  return typeof value === 'string' && (exportFormats as readonly string[]).includes(value)
}

/**
 * The formats of the group's plays for other apps (`casebook stats --format`): a BG Stats file,
 * BoardGameGeek's XML play list (decision 0078).
 */
export const playsFormats = ['bgstats', 'bgg'] as const
export type PlaysFormat = (typeof playsFormats)[number]

export function isPlaysFormat(value: unknown): value is PlaysFormat {
  return typeof value === 'string' && (playsFormats as readonly string[]).includes(value)
}
