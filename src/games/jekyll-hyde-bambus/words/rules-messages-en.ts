/** The rules reference in English, the words the French part must match key for key. */
export const bambusRulesMessagesEn = {
  'jekyll-hyde-bambus': {
    reference: {
      name: 'Dr. Jekyll & Mr. Hyde (Bambus)',
      intro:
        'Dr. Jekyll & Mr. Hyde by Wolfgang Werner (Bambus, 2002), the 28-card trick-taking game for 4 players in two teams or 3 with a rotating solo, as Casebook scores it. Each rule a score or a message refers to has its entry here.',
      figures: {
        cards: {
          caption: 'The 28 cards: 14 a side',
          kind: 'Card',
          rank: 'Rank',
          pair: 'Jekyll card / Hyde card',
          value: 'Value',
          unverifiedName: 'name not verified',
          unverifiedEnglish: 'English name not verified',
        },
        kinds: {
          transformation: 'Transformation',
          character: 'Character',
          location: 'Location',
          action: 'Action',
        },
        ranks: {
          T: 'highest, never wins',
          A: 'A',
          B: 'B',
          C: 'C',
          D: 'D',
          E: 'E',
          F: 'F, all equal',
          action: 'lowest, all equal',
        },
      },
      sections: {
        cards: {
          title: 'The cards',
          lead: 'Two sides of 14 cards each: what each card is worth and how it ranks.',
        },
        table: {
          title: 'Teams, seats and the deal',
          lead: 'Who plays with whom, where everyone sits and who deals, with 4 players.',
        },
        three: {
          title: 'Three players',
          lead: 'One player takes the Hyde side alone each hand, with an empty seat opposite.',
        },
        tricks: {
          title: 'Playing the tricks',
          lead: 'Seven tricks a hand: whose card goes where, which card wins, and what a Transformation does.',
        },
        piles: {
          title: 'Entering the captured cards',
          lead: 'After the seventh trick you tell Casebook which side took which cards; it checks that the piles are whole tricks.',
        },
        scoring: {
          title: 'Scoring a hand',
          lead: 'Each side’s points times its own multipliers.',
        },
        end: {
          title: 'End of the game',
          lead: 'Hands follow one another until a side, or with 3 players a player, reaches 1000.',
        },
        variants: {
          title: 'Variants and open questions',
          lead: 'Where the rules leave a doubt: the settings you choose when a game starts, and what Casebook assumes until someone checks.',
        },
        validation: {
          title: 'How Casebook checks your entries',
          lead: 'What Casebook refuses, what it only points out, and why.',
        },
      },
      entries: {
        'cards-deck': {
          title: 'The deck: 28 cards',
          body: 'Each side, Jekyll and Hyde, has the same 14 kinds of card: one Transformation, five characters ranked A to E, five locations worth 3 to 7 and three actions worth ×1, ×2 and ×3. The back and the front of a card show its side. Two seating cards, A and B, come with the game and are never scored.',
          more: 'Characters and locations count whichever side they belong to; an action only multiplies its own side’s points. In every hand, all 28 cards are in play and 60 points are shared out: 50 in locations and 10 in characters.',
        },
        deck: {
          title: 'Correcting a card’s value',
          body: 'The table above gives the values Casebook knows from the rules. If your cards say otherwise, you can change any card’s value when you start a game: points for a character, location or Transformation, the multiplier for an action. A value is a whole number from 0 to 99, and it must be given for one of the 28 cards.',
          more: 'Each game stores the values it was scored with, so its scores never change afterwards.',
        },
        'cards-names': {
          title: 'Names nobody has checked yet',
          body: 'The only location the rules name is Mr. Hyde’s apartment, worth 6; that it is the Hyde 6 is a guess from its name. The other locations are shown as “Location 3” to “Location 7”. The names of the Transformation and the actions are translated from the French rules: the printed English ones are not known.',
          more: 'Scoring only needs each card’s side and value, so none of this changes a score. If you own the game, the names on your cards are the right ones.',
        },
        players: {
          title: 'Three or four players',
          body: 'The game is for 4 players in two teams, or for 3 players with a rotating solo. Casebook refuses a game file with any other number of players, or whose players do not each have an id of their own (1 to 32 letters without accents, digits, dashes or underscores).',
          more: 'The id “ghost” is reserved: it names the empty seat of a 3-player game.',
        },
        team: {
          title: 'Two teams: Jekyll and Hyde',
          body: 'With 4 players, two teams are drawn by lot at the start: the two players of the Jekyll side and the two of the Hyde side. Each hand of the game file names the two Jekyll players; they must be two different players of the game.',
        },
        'team-changed': {
          title: 'Teams stay the same',
          body: 'Teams are drawn once, for the whole game. A hand whose Jekyll side is not the two players of the first hand is an error.',
        },
        'seating-card': {
          title: 'Seating card A or B',
          body: 'A seating card lies in the middle of the table. With card A, partners sit opposite each other; with card B, side by side. You choose the card when a 4-player game starts.',
        },
        'first-jekyll': {
          title: 'Which team plays Dr. Jekyll',
          body: 'The rules draw the teams by lot and do not say which one plays Dr. Jekyll. When a 4-player game starts, you say it: by default the team of the player who leads the first hand (the first dealer’s left neighbour), or the first dealer’s own team. Teams never change, so that team plays Dr. Jekyll all game. It only fills in the first hand; it never changes a score.',
        },
        'team-seating': {
          title: 'Partners where the seating card puts them',
          body: 'Casebook checks each hand’s seats against the seating card: with card A the two Jekyll players are two seats apart, opposite each other; with card B they are next to each other.',
        },
        seats: {
          title: 'The four seats',
          body: 'Each hand records the four seats in clockwise order, starting anywhere: with 4 players, the four players; with 3, the three players and the ghost. Each seat appears once.',
        },
        'setup-deal': {
          title: 'Dealing and leading',
          body: 'The dealer deals all 28 cards one at a time, 7 to each seat, so most players hold cards of both sides. The player on the dealer’s left leads the first trick, and play goes clockwise.',
        },
        dealer: {
          title: 'The dealer',
          body: 'Each hand names its dealer, who must be one of the players. Who dealt never changes the score.',
        },
        'dealer-out-of-turn': {
          title: 'Whose deal it is',
          body: 'The rules do not say who deals next; Casebook expects the deal to pass to the left, as in the game this one re-themes. With 3 players the dealer sits on the solo’s right.',
          more: 'A dealer out of turn is only a warning: the hand is still scored, since a table that slipped must be able to record what it played.',
        },
        'seats-moved': {
          title: 'Nobody changes seats',
          body: 'With 4 players, everyone keeps their seat for the whole game: Casebook warns when the clockwise order differs from the last hand’s. With 3 players, it expects exactly one move, the one the rotation asks for.',
        },
        'three-solo': {
          title: 'The solo and the ghost',
          body: 'With 3 players, one player is the solo each hand and plays the Hyde side alone. The seat opposite him stays empty: that is the ghost, a Hyde seat whose 7 cards lie face up. The other two players are the Jekyll side.',
          more: 'The solo leads the first trick. When it is his turn or the ghost’s, he may take the Hyde card from either hand, and if the ghost’s card wins a trick, the trick is Hyde’s and the solo leads for the ghost. A Jekyll card asked of the ghost is picked by the solo from its open hand; one asked of the solo comes from his own hand.',
        },
        solo: {
          title: 'Naming the solo',
          body: 'Each hand of a 3-player game names its solo, who must be one of the players. A 4-player hand names the Jekyll team instead.',
        },
        'ghost-seat': {
          title: 'The ghost sits opposite the solo',
          body: 'In the seats of a 3-player hand, the ghost is two seats from the solo, opposite him.',
        },
        'seating-card-3p': {
          title: 'No card B with three players',
          body: 'With 3 players the ghost always sits opposite the solo, and the rotation of seats is only defined that way, so seating card B is refused in a 3-player game.',
        },
        'three-rotation': {
          title: 'After each hand',
          body: 'The player on the solo’s left moves into the ghost’s seat and deals the next hand; the player on the solo’s right becomes the next solo. The three players keep their order round the table: only the empty seat moves.',
          more: 'So the dealer always sits on the solo’s right, the solo leads as in the 4-player game, and the dealer of a hand is the solo of the next.',
        },
        'solo-out-of-turn': {
          title: 'Whose turn it is to play solo',
          body: 'From the second hand on, Casebook expects the solo to be the player on the last solo’s right. Another solo is only a warning.',
        },
        'tricks-turn': {
          title: 'Your own side, from any hand',
          body: 'On your turn, a card of your own side must be placed in front of you. You may play one from your hand, or name any other player, partner or opponent, who holds a card of your side: that player chooses which one to place in front of you. Either way the card counts as yours. The turn then passes to your left, not to the player you named.',
          more: 'So each seat ends every trick with one card of its own side in front of it: every trick, and every pile of tricks, holds 2 Jekyll and 2 Hyde cards. A player may be named several times in one trick, so hands do not stay the same size.',
        },
        'tricks-ranks': {
          title: 'Which card wins',
          body: 'From highest to lowest: the Transformation, then the characters A, B, C, D and E, then any location, then any action. Cards of the same rank are equal, all locations and all actions included; among equal cards, the one played first counts as the higher. The highest card takes the trick for its seat’s side, and that seat leads next.',
          example:
            'Jekyll’s Enfield (D) is played first and Hyde’s Enfield later: Jekyll’s counts as the higher.',
        },
        'tricks-transformation': {
          title: 'The Transformation',
          body: 'The Transformation is the highest card, yet it never wins a trick: the four cards stay on the table, and the player in front of whom it lies leads the next trick. Whoever wins that next trick takes the cards left on the table too.',
          more: 'If the next trick holds the other Transformation, all eight cards stay and its player leads. If both are in one trick, the first played counts. A Transformation in the last trick leaves that trick, and any cards still waiting, to nobody: they are the neutral cards.',
          example:
            'A Transformation holds the third trick. Hyde wins the fourth with Mr. Hyde (A) and takes all 8 cards.',
        },
        'trick-seats': {
          title: 'One card in front of each seat',
          body: 'In a trick the trick referee is asked to settle, the four cards lie in front of the four seats of the table, one each, and the table has two Jekyll seats and two Hyde seats.',
        },
        'trick-cards': {
          title: 'Each card once',
          body: 'Every card of a trick, the waiting ones included, is one of the 28 cards, and none appears twice.',
        },
        'trick-wrong-side': {
          title: 'Only your own side in front of you',
          body: 'A seat only ever gets a card of its own side, whoever’s hand it came from. A Hyde card in front of a Jekyll seat is an error.',
        },
        'trick-waiting': {
          title: 'Cards left on the table',
          body: 'Cards wait on the table only because of a Transformation: none, 4 with a Transformation among them after one held trick, or 8 with both Transformations after two.',
        },
        'trick-order': {
          title: 'Clockwise from the leader',
          body: 'When a whole hand is played trick by trick, each trick goes clockwise from its leader, and a hand has 7 tricks. The first leader is the dealer’s left neighbour, or with 3 players the solo.',
        },
        'trick-file': {
          title: 'A trick file',
          body: 'The command line’s trick command reads a file describing one trick of this game: the sides of the four seats, the four plays in order, whether it is the last trick and any cards waiting on the table.',
        },
        'piles-entry': {
          title: 'Tick one pile',
          body: 'After the seventh trick, sort the captured tricks into a Jekyll pile and a Hyde pile, and a neutral pile if a Transformation fell in the last trick. Then tick the cards of one pile, usually the smaller: every card you do not tick, and that is not neutral, belongs to the other pile. You may also list both piles; then every card must be in one of them.',
        },
        'hand-shape': {
          title: 'How a hand is written',
          body: 'A hand of the game file holds its dealer, its seats and its captured piles (jekyll, hyde and neutral, each a list of cards, and nothing else), and with 4 players the Jekyll team, with 3 players the solo, never both.',
          more: 'A misspelt pile name is refused rather than ignored: otherwise every card would silently go to the other side.',
        },
        'pile-missing': {
          title: 'At least one pile',
          body: 'A hand lists the Jekyll pile, the Hyde pile or both: the other is worked out from it.',
        },
        'card-unknown': {
          title: 'Cards of this deck only',
          body: 'Every card listed in a pile must be one of the 28 cards of the game.',
        },
        'card-repeated': {
          title: 'Each card in one pile',
          body: 'A card is captured once: it may not appear twice, in one list or across lists.',
        },
        'card-missing': {
          title: 'Every card somewhere',
          body: 'When you list both piles, each of the 28 cards must be in the Jekyll pile, the Hyde pile or the neutral pile.',
        },
        'pile-size': {
          title: 'Whole tricks',
          body: 'Captured tricks are taken whole, 4 cards at a time, so the Jekyll and Hyde piles each hold a multiple of 4 cards.',
        },
        'pile-balance': {
          title: 'Two and two',
          body: 'Every trick holds 2 Jekyll cards and 2 Hyde cards, so every pile, the neutral one included, holds as many Jekyll cards as Hyde cards.',
          more: 'This is what catches a forgotten or extra card before the hand is saved.',
        },
        'neutral-size': {
          title: 'The neutral pile: 0, 4 or 8 cards',
          body: 'Only the last trick, with at most one held trick waiting before it, can be left to nobody: the neutral pile holds 0, 4 or 8 cards.',
        },
        'neutral-transformation': {
          title: 'A neutral trick holds a Transformation',
          body: 'A trick is only left on the table because of a Transformation: 4 neutral cards include one Transformation, 8 include both.',
        },
        'held-trick': {
          title: 'A Transformation comes with the next trick',
          body: 'A Transformation’s trick is always taken together with the trick after it, so a Jekyll or Hyde pile holding a Transformation holds at least 8 cards.',
        },
        'score-points': {
          title: 'Points: any side’s cards',
          body: 'A side counts the points of every character and location in its pile, whichever side the card belongs to: characters are worth 1 each, locations 3 to 7.',
          example:
            'Jekyll captured Mr. Hyde (1) and Mr. Hyde’s apartment (6): they count 7 points for Jekyll.',
        },
        'score-transformation': {
          title: 'A captured Transformation',
          body: 'A Transformation is worth 0 points to whoever takes it; it only changes who takes the tricks.',
        },
        'score-own-action': {
          title: 'Multipliers: your own actions',
          body: 'A side’s multiplier is the sum of its own actions in its pile: Charity ×1, Pity ×2 and Remorse ×3 for Jekyll; Fury ×1, Brutality ×2 and Murder ×3 for Hyde. All three together make ×6.',
          example: 'Hyde took Fury and Murder: its multiplier is 1 + 3 = 4.',
        },
        'score-denied-action': {
          title: 'Taking the other side’s actions',
          body: 'An action of the other side in your pile counts for nobody: it adds nothing to your multiplier, but its owners cannot use it either.',
        },
        'score-no-own-action': {
          title: 'No own action, no score',
          body: 'A side that took none of its own actions has a multiplier of 0, so it scores 0 for the hand, however many points it took.',
        },
        'score-formula': {
          title: 'Points times multiplier',
          body: 'Each side scores its points times its multiplier. With the printed values a side scores at most 60 × 6 = 360 in a hand. With 4 players, both partners receive their side’s score.',
          example:
            'Jekyll took Mr. Hyde’s apartment (6), Lanyon, Mr. Hyde and Utterson (1 each), a Transformation (0), Charity, Remorse and Hyde’s Fury: (6 + 1 + 1 + 1) × (1 + 3) = 36. Hyde has the other 20 cards: 51 points × (2 + 3) = 255.',
        },
        'score-neutral': {
          title: 'Neutral cards',
          body: 'The cards of a last trick held by a Transformation, and any cards waiting with it, go to nobody: their points and their actions count for neither side.',
        },
        'score-each-jekyll-player': {
          title: 'Three players: each Jekyll player scores in full',
          body: 'With 3 players, the solo receives the Hyde side’s score and each of the two Jekyll players receives the Jekyll side’s score in full, not half of it. Over a full rotation everyone plays solo once and Jekyll twice.',
          more: 'The rules say the points are written down for each player separately; no other source confirms this reading.',
        },
        target: {
          title: 'Playing to 1000',
          body: 'The game ends once a side, or with 3 players a player, has at least 1000 points. You can pick another target, any whole number above 0, when you start a game.',
        },
        'game-end': {
          title: 'Who wins',
          body: 'After each hand, the scores are added to the totals. As soon as a total reaches the target, the highest total wins: a side with 4 players, a player with 3. Scores are never negative, so a total that reached the target stays there.',
        },
        'end-tie': {
          title: 'A tie at the top',
          body: 'The rules do not say what happens when the highest totals are equal. By default one more hand is played, and again after another tie; a table that accepts a draw can let the tied share the win instead.',
          more: 'With 3 players the two Jekyll players score the same every hand, so they often tie; the rotation of the solo breaks such ties within a few hands.',
        },
        'hand-after-end': {
          title: 'No hand after the end',
          body: 'Once the game is decided it is over, so a hand entered after the deciding one is an error. If an earlier hand was wrong, correct that hand instead.',
        },
        'variants-why': {
          title: 'Why there are variants',
          body: 'This game’s rules are known from a French translation and a few reviews. Where they leave a real doubt, Casebook picks one reading by default and lets you choose another when a game starts; each game stores its settings, so its scores never change afterwards.',
        },
        rules: {
          title: 'How the settings are written',
          body: 'In a game file, the rules, their variants and the card values (rules, rules.variants and rules.deck) are each a JSON object. Anything missing takes its default.',
        },
        variant: {
          title: 'Known variants only',
          body: 'A game file may only name this game’s variants, seatingCard, firstJekyll and endTie, each with one of its values. Anything else is refused, since the game could not be scored the way the table played it.',
        },
        unverified: {
          title: 'What is not verified yet',
          body: 'A few points rest on one source or on none, and Casebook follows a default until someone checks: the names of the locations, that Mr. Hyde’s apartment is the Hyde 6, the printed English names, the full Jekyll score for each Jekyll player with 3 players, the extra hand after a tie, and who deals the next hand.',
          more: 'One more: if a Transformation falls in the last trick while a held trick still waits, Casebook makes all 8 cards neutral, since nobody is left to take them.',
        },
        'validation-severity': {
          title: 'Errors and warnings',
          body: 'Casebook checks every hand and every game file it opens or imports. An error is something that cannot happen at the table, such as a pile that is not whole tricks: the hand cannot be scored until it is fixed.',
          more: 'A warning is something possible but unusual, such as a dealer out of turn: the scores are still worked out. Each message names its rule, and every rule has its entry here.',
        },
      },
    },
  },
}
