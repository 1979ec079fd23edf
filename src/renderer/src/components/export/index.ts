export { default as ExportMenu } from './ExportMenu.vue'
export { exportBaseName } from './file-name'
export { usePrinting } from './printing'
export { useExportCommand } from './use-export-command'
