export { nextCell } from './grid-keys'
export { useCardGrid, type CellKey } from './use-card-grid'
