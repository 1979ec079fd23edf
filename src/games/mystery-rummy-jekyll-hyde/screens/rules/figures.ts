import type { Component } from 'vue'
import EvidenceCardsTable from './EvidenceCardsTable.vue'
import GavelCardsTable from './GavelCardsTable.vue'

/** The card tables of Mystery Rummy's rules reference, by the name its entries give them. */
export const mysteryRummyRulesFigures: Readonly<Record<string, Component>> = {
  'evidence-cards': EvidenceCardsTable,
  'gavel-cards': GavelCardsTable,
}
