/** The card grid's keys are shared with the other card grids (decision 0045). */
export { nextCell, type CellKey } from '../../../renderer/src/components/card-grid/grid-keys'
