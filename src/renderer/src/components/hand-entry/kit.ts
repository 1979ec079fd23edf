/**
 * The hand-entry kit for the games' forms, in one import. Not the kit's `index.ts`, which the
 * app's own views load (`HandInProgress`): what is here loads only with a game's form.
 */
export { default as ChoiceGroup } from './ChoiceGroup.vue'
export { default as CountField } from './CountField.vue'
export { default as EntryFrame } from './EntryFrame.vue'
export { default as EntryHead } from './EntryHead.vue'
export { default as FieldProblems } from './FieldProblems.vue'
export { default as FormProblems } from './FormProblems.vue'
export { default as HandResultBar } from './HandResultBar.vue'
export { default as LaterHandsNotice } from './LaterHandsNotice.vue'
export type { HandFormEmits, HandFormProps } from './hand-form'
export { playerChoices } from './choice'
export { useEntryWords } from './use-entry-words'
export { useHandEntry, type EntryProblems } from './use-hand-entry'
