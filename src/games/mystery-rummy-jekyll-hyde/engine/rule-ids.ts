/*
 * Kept apart from rules.ts, which reads the log's types: the log's reader needs these ids,
 * and the two importing each other would be a cycle.
 */
/** Rule ids of Mystery Rummy: Jekyll & Hyde, the anchors of its rules reference. */
export const rules = {
  unknownCard: 'deck.unknown-card',
  unknownVariant: 'variants.unknown',
  cardValue: 'deck.card-value',
  cardCount: 'deck.card-count',
  wholeCount: 'count.whole',
  meldMinimum: 'meld.minimum',
  singleTransformation: 'transformation.single',
  transformationFamily: 'transformation.family',
  transformationCoverage: 'transformation.coverage',
  wentOutHoldsNothing: 'hand.went-out-holds-nothing',
  wentOutCardCount: 'hand.went-out-card-count',
  leftInHandForm: 'hand.left-in-hand-form',
  leftInHandMissing: 'hand.left-in-hand-missing',
  pointsLeftBound: 'hand.points-left-bound',
  tablePoints: 'score.table-points',
  doubling: 'score.doubling',
  neverDoubles: 'score.never-doubles',
  transformationLetter: 'score.transformation-letter',
  workInLab: 'score.work-in-lab',
  transformationCard: 'score.transformation-card',
  shutOut: 'score.shut-out',
  leftInHand: 'score.left-in-hand',
  transformationHeld: 'score.transformation-held',
  voidHand: 'score.void-hand',
} as const
