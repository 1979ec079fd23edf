import type { Component } from 'vue'
import DeckTable from './DeckTable.vue'

/** The figures of Mystery Rummy Case #1's rules reference, by the name its entries give. */
export const jackTheRipperRulesFigures: Readonly<Record<string, Component>> = {
  deck: DeckTable,
}
