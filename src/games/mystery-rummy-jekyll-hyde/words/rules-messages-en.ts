/** The rules reference in English, the words the French part must match key for key. */
export const mysteryRummyRulesMessagesEn = {
  'mystery-rummy-jekyll-hyde': {
    reference: {
      name: 'Mystery Rummy Case #3: Dr. Jekyll & Mr. Hyde',
      intro:
        'Mystery Rummy Case #3: Dr. Jekyll & Mr. Hyde, as Casebook scores it. Each rule a score or a message refers to has its entry here.',
      figures: {
        evidence: {
          caption: 'Evidence cards: {count}',
          family: 'Family',
          letter: 'Letter',
          cards: 'Cards',
          value: 'Value',
          neverDoubles: 'never doubles',
          checkOnCards: 'check on your cards',
        },
        gavel: {
          caption: 'Gavel cards: {count}',
          card: 'Card',
          cards: 'Cards',
          value: 'Value',
          where: 'Played',
          places: {
            'work-in-lab': 'in your own area',
            transformation: 'on cards in either area',
            potion: 'on London',
          },
        },
      },
      sections: {
        setup: {
          title: 'Setting up',
          lead: 'Before the first card is played: the players, the deck and the table.',
        },
        turn: {
          title: 'A turn',
          lead: 'Draw, play, discard: what a player may do on their turn.',
        },
        cards: {
          title: 'The cards',
          lead: 'Every card of the deck: its letter, how many there are, what it is worth and what it does.',
        },
        scoring: {
          title: 'Scoring a hand',
          lead: 'What each card in front of a player is worth when the hand ends, and what the cards still in hand cost.',
        },
        end: {
          title: 'End of the game',
          lead: 'Hands follow one another until someone reaches the target.',
        },
        variants: {
          title: 'Variants',
          lead: 'Where the sources leave a real doubt, each reading is a setting you choose when a game starts.',
        },
        validation: {
          title: 'How Casebook checks your entries',
          lead: 'What Casebook refuses, what it only points out, and why.',
        },
      },
      entries: {
        'players-count': {
          title: 'Two players',
          body: 'Case #3 is played by exactly two people. Casebook asks for both names when a game starts and refuses a game file that lists any other number of players.',
        },
        'deck-card-count': {
          title: 'The deck: 62 cards',
          body: 'One Dual Identity card, 49 Evidence cards in ten families, and 12 Gavel cards: 6 Work in Lab, 5 Potions and a single Transformation. The Cards section lists each family with its number of copies.',
          more: 'When you enter a hand, Casebook counts each card, on the table and in hand alike, and reports an error if a card turns up more often than the deck holds it.',
        },
        'setup-deal': {
          title: 'Dealing',
          body: 'Set the Dual Identity card aside: it is never dealt. The dealer shuffles, the opponent cuts, and the dealer gives each player 10 cards, one at a time.',
          more: 'Casebook asks who deals the first hand, then suggests the other player for each new one. Noting the dealer is optional.',
        },
        'setup-piles': {
          title: 'The Case File and London',
          body: 'The undealt cards go face down in the middle of the table: this is the Case File, the draw pile. Its top card is turned face up beside it and starts London, the discard pile.',
          more: 'Only the top card of London is ever visible. Nobody looks through the pile unless a card allows it, as Work in Lab does.',
        },
        'setup-identity': {
          title: 'The Dual Identity card',
          body: 'This two-sided card lies between the players, Dr. Jekyll side up at the start of every hand. Only a Potion turns it over.',
          more: 'The side up decides two things: which new melds may be laid during the hand, and which cards score double when it ends.',
        },
        'turn-steps': {
          title: 'Three steps',
          body: 'The player who did not deal goes first, then the players take turns. Every turn has three steps, in this order: draw one card (required), play cards (optional), discard one card (required).',
        },
        'turn-draw': {
          title: 'Drawing',
          body: 'Take either the top card of the Case File or the face-up card on top of London, and add it to your hand.',
        },
        'meld-minimum': {
          title: 'Melds',
          body: 'A meld is 3 or more Evidence cards of the same family, laid in front of you. A J meld can only be laid while Dr. Jekyll is up, an H meld only while Mr. Hyde is up. J/H melds can be laid at any time.',
          more: 'Casebook checks that each Evidence family on the table has a meld of 3 or more in one of the two areas. A single card or a pair of a family that nobody melded is an error.',
        },
        'turn-lay-off': {
          title: 'Lay-offs',
          body: 'Once a meld is on the table, either player may add single cards of that family to it, whatever side of the Dual Identity card is up. A card laid off stays in front of the player who laid it and scores for that player.',
          more: 'In Casebook, melds and lay-offs are entered the same way: as cards in front of the player who put them down.',
          example:
            'Your opponent has melded 3 Poole the Butler (J). On your turn you may lay a fourth Poole in front of you, even while Mr. Hyde is up.',
        },
        'turn-gavel': {
          title: 'One Gavel card per turn',
          body: 'In the play step you may lay as many Evidence cards as you like, but no more than one Gavel card. A Gavel card takes effect as soon as it is played.',
        },
        'turn-discard': {
          title: 'Discarding and going out',
          body: 'End your turn by placing one card of your choice face up on London. The discard is required, even on the turn you play your last cards.',
          more: 'The player who discards their last card goes out, and the hand ends there.',
        },
        'turn-case-file': {
          title: 'When the Case File runs out',
          body: 'The first time the last card of the Case File is drawn, shuffle London to make a new Case File and carry on. The second time, the hand stops at once and nobody scores for it.',
        },
        'deck-card-value': {
          title: 'Evidence cards and their values',
          body: 'Evidence cards are the ones you meld and lay off. Each family carries a letter, J for Jekyll, H for Hyde or J/H for both, and a value: the number in the top-right corner of the card.',
          more: 'No source we have prints every value. The values marked “check on your cards” are Casebook’s best guess: read the number on your own cards and correct it under Card values when you start a game. Each game keeps the values it was scored with, so an old game always adds up the same. A value is a whole number, 0 or more.',
        },
        'cards-names': {
          title: 'Card names in English and in French',
          body: 'The French edition keeps the English titles of the Evidence cards: its rulebook lists all ten families under their English names, from Mr. Utterson and Poole the Butler to Hyde Awakes and Robert Louis Stevenson. So Casebook writes them in English in both languages, as they are printed on your cards.',
          more: 'The Gavel cards and the Dual Identity card do have French names in that rulebook, and Casebook uses them in French: Travail en laboratoire (Work in Lab), Potion, Transformation and Double identité. The two piles keep their English names in both languages, as in the rulebook: Case File and London. No card name is unknown. One spelling is unverified: the French rulebook writes “Hyde’s Hideway”, and no other source we have names that card; Casebook writes Hyde’s Hideaway, so go by your own card. The rulebook also writes Jekill for Jekyll, a slip Casebook does not copy.',
        },
        'cards-letters': {
          title: 'J, H and J/H',
          body: 'J cards belong to Dr. Jekyll and H cards to Mr. Hyde. The J/H families, Dr. Lanyon’s Story and Robert Louis Stevenson, belong to both: they can be melded whatever side is up, they match either side for a shut-out, and they never score double.',
        },
        'cards-gavel': {
          title: 'Gavel cards',
          body: 'Gavel cards are marked with a gavel and count as J/H. They are played one at a time, never more than one per turn. Work in Lab and the Transformation score points but never double; the Potion scores nothing.',
        },
        'cards-work-in-lab': {
          title: 'Work in Lab',
          body: 'Lay it in front of you, where it will score 1 point. Then choose one: search through London, or turn the top 3 cards of the Case File face up. Take one card that matches the side now up; J/H cards and Gavel cards always match.',
          more: 'If a card matches, you must take one, even one you would rather not have. The cards you turned up and did not take go to London. If none matches, you take nothing and go on with your turn.',
        },
        'cards-transformation': {
          title: 'Transformation',
          body: 'Lay it on top of a group of cards in either player’s area: a meld together with the cards already laid off on it, or a single card. From then on those cards count with the other letter: J becomes H, H becomes J.',
          more: 'It never turns the Dual Identity card over and never changes J/H cards. Cards added to the group afterwards keep their printed letter, and the same family in the other area is not affected.',
        },
        'transformation-family': {
          title: 'What the Transformation can cover',
          body: 'Only J or H Evidence cards, all of one family. A Transformation entered on a J/H family, or on anything that is not an Evidence card, is an error.',
        },
        'transformation-coverage': {
          title: 'How many cards it covers',
          body: 'It covers the cards that were in its group when it was played, not those laid off later. So Casebook asks how many of that family’s cards in the area it covers: at least 1, and no more than there are.',
        },
        'transformation-single': {
          title: 'A single Transformation',
          body: 'The deck holds one Transformation card. At the end of a hand it rests in one area, sits in one player’s hand, or is still in the Case File or London; entering it twice in the same hand is an error.',
        },
        'cards-potion': {
          title: 'Potion',
          body: 'Play it onto London, turn the Dual Identity card over, then draw the top 2 cards of the Case File. A Potion scores nothing.',
          more: 'Discarded as the last card of a hand, to go out, it has no effect: the Dual Identity card stays as it is.',
        },
        'score-table-points': {
          title: 'Points on the table',
          body: 'When the hand ends, each player adds up the cards in front of them. An Evidence card scores its value, doubled when its letter is the side up and once otherwise. Each Work in Lab adds 1, and the Transformation card adds 5 for the player it is credited to.',
          more: 'The player who went out scores these table points. The other player scores theirs minus the cards left in hand, unless a shut-out leaves them with nothing.',
        },
        'score-doubling': {
          title: 'Doubling',
          body: 'Look at the Dual Identity card when the hand ends. With Dr. Jekyll up, every J card in front of you scores double; with Mr. Hyde up, every H card does.',
          example:
            'Mr. Hyde is up at the end. An H card worth 2 scores 4; a J card worth 2 scores 2.',
        },
        'score-never-doubles': {
          title: 'Cards that never double',
          body: 'Some cards always score their face value, whatever side is up: the J/H Evidence families (Dr. Lanyon’s Story and Robert Louis Stevenson), Work in Lab and the Transformation card.',
        },
        'score-transformation-letter': {
          title: 'The letter under the Transformation',
          body: 'Cards covered by the Transformation count with the other letter, both for doubling and for the shut-out. This holds only in the area where it rests, and only for the cards it covers.',
          example:
            'Player A has melded 3 Mr. Utterson (J). Player B plays the Transformation on that meld: for A, those 3 cards now count as H. When A later lays off a fourth Utterson, it counts as J. An Utterson that B lays off in his own area counts as J too.',
        },
        'score-work-in-lab': {
          title: 'Scoring Work in Lab',
          body: 'Each Work in Lab in front of a player scores 1 point, never doubled. Left in hand at the end, it costs its 1 point like any other card.',
        },
        'score-transformation-card': {
          title: 'The Transformation card’s 5 points',
          body: 'The Transformation card itself is worth 5, never doubled. By default the 5 go to the player in whose area it rests, even when the opponent put it there. A game can instead credit them to the player who played it.',
        },
        'score-shut-out': {
          title: 'Shut-out',
          body: 'The player who goes out makes a shut-out when every card in front of them matches the side up: J cards with Dr. Jekyll, H cards with Mr. Hyde. J/H cards and Gavel cards match either side, and covered cards count with their new letter.',
          more: 'After a shut-out, the player who went out scores their table points as usual, and the opponent scores 0 for the hand, whatever they laid and whatever they still hold.',
          example:
            'A player has many J cards and one lone H card in front of them. They play the Transformation on that H card, which now counts as J, then go out while Dr. Jekyll is up: a shut-out.',
        },
        'score-left-in-hand': {
          title: 'Cards left in hand',
          body: 'Without a shut-out, the player who did not go out subtracts the face value of each card still in their hand, never doubled: a Potion costs 0, a Work in Lab 1. A hand score can go below zero, and so can a total.',
          more: 'Casebook lets you enter those cards one by one or as a points total.',
        },
        'score-transformation-held': {
          title: 'Holding the Transformation',
          body: 'Being caught with the Transformation in hand costs more than its face value. By default it costs its face value and 5 more: 10 with the printed value of 5, 17 if your table set the card to 12. A game can count the face value alone instead. After a shut-out none of this matters: the opponent scores 0 anyway.',
        },
        'score-void-hand': {
          title: 'The void hand',
          body: 'When the Case File runs out for the second time, the hand ends at once and both players score 0, whatever is on the table or in hand. The hand still counts as played.',
        },
        'series-target-score': {
          title: 'Playing to 100',
          body: 'A game runs over several hands, usually three or four, until a player’s total reaches the target: 100 by default. You can pick another target, any whole number above 0, when you start a game.',
        },
        'series-end': {
          title: 'Who wins',
          body: 'After each hand, its scores are added to the totals. As soon as at least one total has reached the target, the game is over and the highest total wins.',
        },
        'end-tie-break': {
          title: 'A tie at the top',
          body: 'If the highest totals are equal, play one more hand and look again. Another tie calls for yet another hand. If, after that hand, nobody is at the target any more, the game simply goes on.',
        },
        'series-after-win': {
          title: 'No hand after the win',
          body: 'Once a game is won it is over, so a hand entered after the winning one is an error. If an earlier hand was wrong, correct that hand instead: the totals and the winner follow.',
        },
        'variants-why': {
          title: 'Why there are variants',
          body: 'The French rulebook and the English summaries do not agree everywhere, and a few points are not written down at all. Where the doubt is real, Casebook picks one reading by default and offers the other as a setting when you start a game.',
          more: 'Each game stores its settings, its card values and its target, so its scores never change afterwards, even if a later Casebook picks other defaults.',
        },
        'variants-transformation-points': {
          title: 'Who scores the Transformation card',
          body: 'The rulebook says the Transformation counts only for the player in whose area it rests. It does not say plainly who gets the card’s own 5 points when a player puts it in the opponent’s area.',
          options: {
            'area-owner':
              'The player in whose area it rests scores the 5, whoever played it. This is the closest reading of the rulebook.',
            'player-who-played':
              'The player who played it scores the 5, even in the opponent’s area. The letter swap still applies only where it rests.',
          },
        },
        'variants-transformation-held-penalty': {
          title: 'What holding the Transformation costs',
          body: 'The rulebook asks a player left holding the Transformation to lose 5 points more. Since cards in hand already cost their face value, the card then costs its value and 5 more: 10 in all with the printed value of 5. Some summaries read those 5 as the whole cost. The settings are named by their totals with the printed value.',
          options: {
            penalty10:
              '10: the card’s face value, counted with the rest of the hand, and 5 more (10 in all with the printed value of 5).',
            penalty5: '5: the card’s face value and nothing more (5 with the printed value).',
          },
        },
        'validation-severity': {
          title: 'Errors and warnings',
          body: 'Casebook checks every hand as you enter it, and every game file it opens or imports. An error is something that cannot happen at the table, such as more copies of a card than the deck has: the hand cannot be saved until it is fixed, and a file with an error is not scored.',
          more: 'A warning is something possible but unusual, often an entry that looks missing. The scores are still worked out: check the hand, then save it if it is right. Each message names its rule, and every rule has an entry on this page, marked as an error or a warning.',
        },
        'count-whole': {
          title: 'Whole numbers of cards',
          body: 'A number of cards is always a whole number, 0 or more. Anything else, such as 2.5 or \u22121, is an error.',
        },
        'deck-unknown-card': {
          title: 'Cards of this deck only',
          body: 'Every card named in a hand or among the card values must belong to this game’s deck. This mostly catches a game file edited by hand or written by another program.',
        },
        'hand-went-out-holds-nothing': {
          title: 'Going out empties the hand',
          body: 'The player who went out has discarded their last card, so nothing can be left in their hand. Entering cards there is an error.',
        },
        'hand-went-out-card-count': {
          title: 'Enough cards to go out',
          body: 'Each turn draws one card and discards one, so a hand stays at 10 cards, and a Potion even adds one. To empty it, a player must have put at least 10 cards on the table: the Evidence and Work in Lab cards in their area, plus the Transformation if they played it.',
          more: 'Fewer usually means an entry is missing. It stays a warning, because the scores can still be worked out.',
        },
        'hand-points-left-bound': {
          title: 'A points total the cards can make',
          body: 'A points total left in hand adds up the values of cards the player still holds, so it cannot be more than all the cards not on the table and not entered in the other hand are worth, with this game’s card values (the Transformation is counted apart). A larger total is an error: usually a slip of the finger, such as 250 for 25.',
        },
        'hand-left-in-hand-form': {
          title: 'One way to enter a hand',
          body: 'The cards left in a hand are entered either card by card or as a points total, not both at once.',
        },
        'hand-left-in-hand-missing': {
          title: 'Something is always left',
          body: 'Only the player who went out has emptied their hand, so the other player always holds at least one card. When nothing is entered for them, Casebook warns you. A points total of 0 counts as an entry: a hand of Potions is worth 0.',
        },
        'players-unique-id': {
          title: 'Each player once',
          body: 'In a game file, no two players share an identifier. Casebook assigns them itself; this check catches damaged or hand-edited files.',
        },
        'players-id-format': {
          title: 'Usable player ids',
          body: 'In a game file, each player’s identifier is a short code of 1 to 32 letters without accents, digits, dashes or underscores. Casebook gives its players such ids itself. A file with any other kind of id is refused, because its hands could not be checked.',
        },
        'players-known-id': {
          title: 'Known players only',
          body: 'Every player a hand mentions, as dealer, as the one who went out, in an area, in a hand or as the one who played the Transformation, must be one of the game’s two players.',
        },
        'log-unknown-field': {
          title: 'Fields Casebook does not know',
          body: 'A field of a hand or of the game’s rules that this version of Casebook does not know is kept in the file, but plays no part in the score. Casebook warns about it, since it is often a misspelt name whose cards would otherwise be left out.',
        },
        'variants-unknown': {
          title: 'Known variants only',
          body: 'The rules of a game file may only name the variants this game has. Any other name is refused, since the game could not be scored the way the table played it.',
        },
      },
    },
  },
}
