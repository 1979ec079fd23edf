/** The element id of a rule's entry in the rules reference: `score.doubling` → `rule-score-doubling`. */
export function ruleAnchor(ruleId: string): string {
  return `rule-${ruleId.replaceAll('.', '-')}`
}

/** The element id of an entry that documents no rule id of its own (a topic such as dealing). */
export function topicAnchor(key: string): string {
  return `topic-${key}`
}

/** The element id of a section of the rules reference. */
export function sectionAnchor(section: string): string {
  return `section-${section}`
}
