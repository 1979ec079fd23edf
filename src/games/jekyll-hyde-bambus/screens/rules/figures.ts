import type { Component } from 'vue'
import BambusCardsTable from './BambusCardsTable.vue'

/** The figures of Dr. Jekyll & Mr. Hyde (Bambus)'s rules reference, by the name its entries give. */
export const bambusRulesFigures: Readonly<Record<string, Component>> = {
  cards: BambusCardsTable,
}
