export { default as HandEntryForm } from './HandEntryForm.vue'
export {
  draftFor,
  handFromDraft,
  fieldOfProblem,
  fields,
  missingChoices,
  defaultDealer,
  type HandDraft,
} from './draft'
