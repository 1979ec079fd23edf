/** The export formats by name, apart from the exporters so a caller can check a name cheaply. */
export const exportFormats = ['json', 'csv', 'md'] as const
export type ExportFormat = (typeof exportFormats)[number]

export function isExportFormat(value: unknown): value is ExportFormat {
  return typeof value === 'string' && (exportFormats as readonly string[]).includes(value)
}
