/** The rules reference in English, the words the French part must match key for key. */
export const jackTheRipperRulesMessagesEn = {
  'mystery-rummy-jack-the-ripper': {
    reference: {
      name: 'Mystery Rummy Case #1: Jack the Ripper',
      intro:
        'Mystery Rummy Case #1: Jack the Ripper by Mike Fitzgerald (U.S. Games Systems, 1998), the rummy game for 2 to 4 players who race to 100 points while unmasking the Ripper, as Casebook scores it. Each rule a score or a message refers to has its entry here.',
      figures: {
        deck: {
          caption: 'The deck: {count} cards',
          card: 'Card',
          count: 'Copies',
          value: 'Value',
          tieBreak: 'Tie-break',
          groups: {
            evidence: 'Evidence cards, with a magnifying glass: {count}',
            gavel: 'Gavel cards, with a gavel, and Ripper Escapes: {count}',
          },
          unverified: 'not verified',
          legend:
            'A question mark beside a figure means that no source Casebook could read confirms it: check it on your own cards, and correct it when you start a game.',
          nameUnverified: 'printed name not verified',
          frenchNameUnverified: 'French name not verified',
          notes: {
            letter: 'never the Ripper, never doubles',
            wild: 'played: its colour’s value; in hand: this value',
            'alibi-eddy-gull': 'clears the one of the two it names',
            'ripper-escapes': 'ends the hand',
          },
          cards: {
            druitt: 'Montague Druitt',
            eddy: 'Prince Eddy',
            gull: 'Sir Gull',
            chapman: 'George Chapman',
            jill: 'Jill the Ripper',
            pedachenko: 'Dr. Pedachenko',
            letter: 'Letter',
            wild: 'Wild',
            'suspect-druitt': 'Suspect: Montague Druitt',
            'suspect-eddy': 'Suspect: Prince Eddy',
            'suspect-gull': 'Suspect: Sir Gull',
            'suspect-chapman': 'Suspect: George Chapman',
            'suspect-jill': 'Suspect: Jill the Ripper',
            'suspect-pedachenko': 'Suspect: Dr. Pedachenko',
            'alibi-druitt': 'Alibi: Montague Druitt',
            'alibi-chapman': 'Alibi: George Chapman',
            'alibi-jill': 'Alibi: Jill the Ripper',
            'alibi-pedachenko': 'Alibi: Dr. Pedachenko',
            'alibi-eddy-gull': 'Alibi: Prince Eddy / Sir Gull',
            'victim-nichols': 'Victim: Mary Ann Nichols',
            'victim-annie-chapman': 'Victim: Annie Chapman',
            'victim-stride': 'Victim: Elizabeth Stride',
            'victim-eddowes': 'Victim: Catherine Eddowes',
            'victim-kelly': 'Victim: Mary Jane Kelly',
            'scene-bucks-row': 'Scene: Buck’s Row',
            'scene-hanbury-street': 'Scene: Hanbury Street',
            'scene-berner-street': 'Scene: Berner Street',
            'scene-mitre-square': 'Scene: Mitre Square',
            'scene-millers-court': 'Scene: Miller’s Court',
            'commissioner-resigns': 'Commissioner Resigns',
            'ripper-strikes': 'Ripper Strikes',
            'ripper-escapes': 'Ripper Escapes',
          },
        },
      },
      sections: {
        cards: {
          title: 'The cards',
          lead: 'Evidence cards to lay down in melds, Gavel cards played one at a time for what they do, and Ripper Escapes.',
        },
        setup: {
          title: 'Players, the deal and a turn',
          lead: 'Two to four players, each playing for himself.',
        },
        play: {
          title: 'Laying cards down',
          lead: 'What must already be on the table before a card may follow it, and the vote.',
        },
        ending: {
          title: 'The end of a hand',
          lead: 'How a hand ends, and whether the Ripper is caught or escapes.',
        },
        caught: {
          title: 'Scoring when the Ripper is caught',
          lead: 'First who the Ripper is, then what each player scores.',
        },
        escaped: {
          title: 'Scoring when the Ripper escapes',
          lead: 'Only Victims and Scenes count, and the Ripper Escapes card itself.',
        },
        entry: {
          title: 'Entering a hand',
          lead: 'What you type after each hand, and what Casebook checks in it.',
        },
        end: {
          title: 'End of the game',
          lead: 'Hands follow one another until someone has 100 points or more.',
        },
        variants: {
          title: 'Variants and unverified values',
          lead: 'Where the rules leave a doubt, and the values you can correct from your own cards.',
        },
        validation: {
          title: 'How Casebook checks a game file',
          lead: 'What it refuses, what it only points out, and why.',
        },
      },
      entries: {
        'cards-deck': {
          title: 'The deck: 62 cards',
          body: 'Evidence cards show a magnifying glass in the top corner and are laid down in melds. Gavel cards show a gavel and are played one at a time for their effect. The Ripper Escapes card stands apart. Every card shows the points it is worth.',
          more: 'Most of these values appear in no source Casebook could read: the table marks them. If your cards say otherwise, correct them when you start a game.',
        },
        'cards-evidence': {
          title: 'Evidence: a colour for each suspect',
          body: 'Each of the six suspects has his own colour of Evidence. Three or more cards of one colour make a meld. Once a colour has a meld on the table, anyone may add one or two cards of that colour; they stay in front of the player who adds them, even on someone else’s meld.',
          more: 'A Wild stands for any suspect’s colour and then counts as that colour in every way, score included. It must join a card of the same colour in your own area, or a new meld. The four Letters make a meld of their own: they belong to no suspect, so they never make anyone the Ripper and never double.',
        },
        'cards-gavel': {
          title: 'What the Gavel cards do',
          body: 'You may play one Gavel card a turn. A Victim brings you its Scene if the Scene is already out, then you draw 2 cards. A Scene brings you its Victim if it is out, then you take any card but a Scene from Scotland Yard, show it, and play it or keep it. A Suspect card goes in front of you once its suspect has a meld on the table.',
          more: 'An Alibi also waits for its suspect’s meld, and sends the Alibi already on the table to Scotland Yard. The Prince Eddy / Sir Gull Alibi names one of the two when it is played. Ripper Strikes turns over Case File cards one at a time, 5 at most, until a Victim shows up: you take it and draw 2. Commissioner Resigns makes every player lay down the Victims he holds, taking their Scenes, without drawing.',
        },
        'too-many-cards': {
          title: 'No more cards than the deck holds',
          body: 'Cards on the table and cards left in hand together may not show more copies of a card than the deck has: each suspect’s natural Evidence, 2 Wilds, 4 Letters, one of each Suspect, Alibi, Victim and Scene, and one Ripper Escapes, counted as played when it ended the hand.',
          more: 'The Prince Eddy / Sir Gull Alibi is one card, so it never clears both of them.',
        },
        'player-count': {
          title: 'Two to four players',
          body: 'Everyone plays for himself. Casebook refuses a game file with fewer than 2 players or more than 4.',
        },
        'setup-deal': {
          title: 'The deal',
          body: 'Deal 10 cards each with 2 players, 9 with 3 and 8 with 4. Turn the next card face up: it starts Scotland Yard, the discard pile, which nobody may look through unless a card allows it. The rest, face down, is the Case File you draw from.',
        },
        'setup-turn': {
          title: 'A turn',
          body: 'In this order: you may call the vote; you draw the top card of the Case File or of Scotland Yard; you lay down as much Evidence as you like and at most one Gavel card; then you discard one card face up onto Scotland Yard.',
          more: 'A Gavel card played onto Scotland Yard is not your discard.',
        },
        'no-victim': {
          title: 'A Victim first',
          body: 'No Evidence, Letters included, may be laid down before a Victim is on the table. A hand with Evidence on the table and no Victim is refused.',
        },
        'no-meld': {
          title: 'A meld before any lay-off',
          body: 'Cards of a colour, or Letters, can only be on the table if someone melded them: at least one area holds 3 or more of them, Wilds included.',
        },
        'wilds-exceed-evidence': {
          title: 'Wilds are counted within their colour',
          body: 'You give a colour’s Evidence count with its Wilds included, then how many of them are Wilds. The second number cannot be larger than the first.',
          example: 'Four Druitt cards, one of them a Wild: Druitt 4, of which 1 Wild.',
        },
        'wild-without-natural': {
          title: 'A Wild needs a real card beside it',
          body: 'A Wild must match a card of its colour in the same player’s area. So an area never holds only Wilds of a colour: at least one natural card of that colour is there too.',
        },
        'suspect-without-meld': {
          title: 'A Suspect card after its Evidence',
          body: 'A Suspect card may only be played once its suspect has Evidence on the table. A Suspect card whose suspect has none is refused.',
        },
        'alibi-without-meld': {
          title: 'An Alibi after its Evidence',
          body: 'The same holds for an Alibi: the suspect it clears must have Evidence on the table. For the Prince Eddy / Sir Gull card, that is the one it named.',
        },
        'one-alibi': {
          title: 'One Alibi at a time',
          body: 'A new Alibi sends the one already on the table to Scotland Yard, so when a hand ends, at most one area holds an Alibi.',
        },
        'pair-split': {
          title: 'A Victim and its Scene together',
          body: 'Whoever plays a Victim takes its Scene if it is already out, and the other way round, so a pair usually ends up in one area. Casebook warns when they are in different areas, and still scores the hand: a Victim turned up by Ripper Strikes, for one, does not take its Scene.',
        },
        'escape-before-five-victims': {
          title: 'Ripper Escapes needs all five Victims',
          body: 'Ripper Escapes may only be played once all five Victims are on the table, but then at any moment, even in another player’s turn. A hand that ended with it and shows fewer than five Victims is refused.',
        },
        'play-vote': {
          title: 'The vote',
          body: 'Once per hand, a player with a meld in front of him (Letters count) may call a vote at the start of his turn, before drawing. Everyone then secretly writes down one of the six suspects, with or without Evidence on the table; Letters and “the Ripper escapes” are not choices. The votes are revealed when the hand ends.',
        },
        'vote-without-meld': {
          title: 'A vote needs a meld',
          body: 'If a hand has votes, at least one area must hold a meld, 3 or more cards of one colour or of Letters: otherwise nobody could have called the vote.',
        },
        'ending-ways': {
          title: 'Four ways to end a hand',
          body: 'A hand ends when a player discards his last card (he went out); when Commissioner Resigns makes one or more players lay down their last card; when Ripper Escapes is played; or when the Case File runs out for the second time. The first time it runs out, play goes on.',
        },
        'bad-ending': {
          title: 'How the hand ended',
          body: 'Every hand says which of those four ended it. When it was Commissioner Resigns, it names each player forced out: at least one, and none twice.',
        },
        outcome: {
          title: 'Caught or escaped',
          body: 'Casebook works out the outcome: you never enter it. After Ripper Escapes, or when the Case File ran out twice, the Ripper escapes. Otherwise someone went out or was forced out, and the candidates are the suspects with Evidence on the table that the Alibi in play does not clear. With at least one candidate the Ripper is caught; with none, he escapes.',
          example:
            'Ada goes out with 3 Jill cards and 3 Letters, but Bram has Jill’s Alibi: no suspect can be named, so the Ripper escapes.',
        },
        'ripper-identity': {
          title: 'Who the Ripper is',
          body: 'For each candidate, add up the value of his Evidence in every area, and the value of his Suspect card if it is on the table. The candidate with the highest total is the Ripper. Letters never count.',
          more: 'The rules add up every card played for a suspect, and his Suspect card is played for him. Some tables read “the most evidence” as Evidence cards only: they can leave the Suspect card out when a game starts.',
          example:
            'Druitt has 5 Evidence cards out and his Suspect card: 5 × 2 + 3 = 13, against 6 for Gull and 6 for Chapman. Druitt is the Ripper.',
          options: {
            'evidence-and-suspect':
              'Each candidate’s Evidence and his Suspect card count towards his total.',
            'evidence-only': 'Only Evidence cards count; the Suspect card is left out.',
          },
        },
        'tie-break': {
          title: 'A tie between suspects',
          body: 'If candidates share the highest total, the one with the lowest tie-break number, printed small in the bottom-left corner of his Evidence cards, is the Ripper.',
          example:
            'Eddy, Gull and Chapman each total 6. Eddy’s number, 2, is the lowest: Eddy is the Ripper.',
        },
        'alibi-excludes': {
          title: 'An Alibi clears its suspect',
          body: 'A suspect whose Alibi is in play is never the Ripper, however high his total. The Prince Eddy / Sir Gull Alibi clears only the one it named.',
          example:
            'Gull totals 10, but the shared Alibi names him. Eddy has 3 × 2 + his Suspect card 3 = 9 and Druitt 8, so Eddy is the Ripper.',
        },
        'table-points': {
          title: 'Points on the table',
          body: 'When the Ripper is caught, each player adds up what lies in front of him: every Evidence card at its colour’s value (a Wild at the value of the colour it was played as), his Letters, his Suspect cards, his Alibi, his Victims and his Scenes.',
          more: 'His score for the hand is these points, less the cards left in his hand, plus the vote bonus. It may be negative, and so may a total.',
        },
        'ripper-double': {
          title: 'The Ripper’s colour doubles',
          body: 'Every card of the Ripper’s colour scores double for whoever has it in front of him, lay-offs on another player’s meld included: his Evidence, Wilds played as his colour, and his Suspect card. Letters, Victims, Scenes and Alibis never double.',
          example:
            'Druitt is the Ripper: Ada’s 4 Druitt cards score 4 × 2 × 2 = 16 and her Druitt Suspect card 6; Bram’s one Druitt lay-off scores 4.',
        },
        'hand-penalty': {
          title: 'Cards left in hand',
          body: 'A player who neither went out nor was forced out loses the value of the cards he still holds, at face value, never doubled. First he sets aside, at no cost, every card that could still go on a meld on the table.',
          example:
            'Bram still holds a Jill card (2), a Victim (2) and Commissioner Resigns (0): he loses 4.',
        },
        'held-escape': {
          title: 'Caught holding Ripper Escapes',
          body: 'A player caught with Ripper Escapes in hand does not lose its 35: he loses 2 points for each Victim on the table, whatever the Victims are worth.',
          example:
            'With 4 Victims out, holding Ripper Escapes and an Eddy card costs 2 × 4 + 2 = 10.',
        },
        'vote-bonus': {
          title: 'A right vote: 10 points',
          body: 'When the Ripper is caught, every player whose vote named him scores 10 more, the player who went out included. A wrong vote, or none, costs nothing. When the Ripper escapes, votes count for nothing.',
        },
        'escape-card': {
          title: 'Escape with the card: 35',
          body: 'When Ripper Escapes ends the hand, its player scores the card’s value, 35, and every player, him included, scores his Victims and Scenes. Nothing else counts: no Evidence, no doubling, no cost for cards in hand, no vote.',
          example:
            'Four players, all five Victims out: whoever plays Ripper Escapes scores 35 + his Victim 2 = 37; the others score only their Victims and Scenes.',
        },
        'escape-without-card': {
          title: 'Escape without the card',
          body: 'The Ripper also escapes when the Case File ran out twice, or when someone went out but no suspect could be named. By default each player then scores his Victims and Scenes, as after the card, and nothing else.',
          more: 'The rules give one scoring for the Ripper’s escape without saying whether it belongs to the card alone. A table that reads it so can choose that nobody scores after these escapes, like a dead hand.',
          options: {
            'victims-and-scenes': 'Each player scores his Victims and Scenes, nothing else.',
            nothing: 'Nobody scores anything for the hand.',
          },
        },
        'entry-hand': {
          title: 'What you enter after a hand',
          body: 'Only what everyone can see: how the hand ended; for each player, his Evidence by colour with how many are Wilds, his Letters, Suspect cards, Alibi, Victims and Scenes; what each player who did not go out still holds; and the votes, if one was called. Casebook works out who the Ripper is, and whether he was caught.',
          more: 'Give the cards in hand either card by card, or as their total value with whether Ripper Escapes is among them.',
        },
        'out-holds-cards': {
          title: 'Nothing in hand after going out',
          body: 'A player who went out, or was forced out by Commissioner Resigns, holds no cards. His entry may be left out, empty, or 0 points without Ripper Escapes; anything else is refused.',
        },
        'left-form': {
          title: 'One way to give the cards in hand',
          body: 'A player’s cards in hand are given either card by card, Ripper Escapes included, or as a points total and whether he holds Ripper Escapes: one of the two, never both, never neither, and nothing else.',
        },
        'left-playable': {
          title: 'Cards that had to be set aside',
          body: 'After someone went out or Commissioner Resigns, a card that could still be played is set aside, not counted. So the cards in hand may not list Evidence of a colour on the table, a Letter while Letters are out, a Suspect or Alibi card of a suspect with Evidence out (either of the two for the shared Alibi), or a Wild when the player has suspect Evidence in front of him.',
        },
        'left-points-beyond': {
          title: 'No more points in hand than the cards could make',
          body: 'A points total left in hand is at most what the cards of the deck could be worth once the cards on the table, the cards listed one by one and the card that ended the hand are taken out, at the game’s card values (Ripper Escapes apart: it has its own box). A larger total is a slip and is refused.',
        },
        'left-missing': {
          title: 'Cards in hand not entered',
          body: 'When the hand ended by going out or by Commissioner Resigns, and a player still holding cards has no entry for them, Casebook warns and counts him as holding nothing that costs points.',
        },
        'end-target': {
          title: 'Playing to 100',
          body: 'After each hand the scores are added to the totals. At the end of a hand where a total reaches 100 or more, the highest total wins. You can pick another target when you start a game.',
          more: 'One reworded text says “more than 100”; the official French rules and the other sources say that 100 is enough.',
        },
        'bad-target': {
          title: 'A whole number target',
          body: 'The target is a whole number, 1 or more.',
        },
        'end-tie': {
          title: 'A tie at the top',
          body: 'If someone has reached the target but the highest totals are tied, one more hand is played, and another after each new tie. If nobody is at the target after that hand, the game simply goes on. With 3 or 4 players, only a tie for first place matters.',
        },
        'hand-after-end': {
          title: 'No hand after the end',
          body: 'Once a winner is known the game is over, so a hand entered after the deciding one is an error. If an earlier hand was wrong, correct that hand instead.',
        },
        'variants-why': {
          title: 'Why there are variants',
          body: 'The rules Casebook could read leave two real doubts: whether a Suspect card counts when naming the Ripper, and what an escape scores when the card was not played. Casebook follows one reading by default and lets you choose the other when a game starts; each game stores its settings, so its scores never change afterwards.',
        },
        'bad-variant': {
          title: 'Known variants only',
          body: 'A game file may only name this game’s two variants, escapeWithoutCard and ripperTotal, each with one of its values. Anything else is refused, since the game could not be scored the way the table played it.',
        },
        unverified: {
          title: 'What is not verified',
          body: 'Casebook could read only parts of the rulebooks, so many values are reasoned guesses: how many Evidence cards each suspect has (5, for 30 in all), what they are worth (2), their tie-break numbers (1 to 6, in an order that is itself a guess), a Wild left in hand (2), a Suspect or Alibi card (3), a Victim or Scene (2), Commissioner Resigns and Ripper Strikes (0).',
          more: 'Only the Letters (3) and Ripper Escapes (35) are stated. The printed names of four Victims and four Scenes come from history, not from a card, and the French cards may call Jill the Ripper by her English name. Read your own cards and correct the values when you start a game.',
        },
        'bad-value': {
          title: 'Correcting a card’s value',
          body: 'Any card’s value may be corrected when a game starts: a whole number, 0 or more. Each game stores the values it was scored with, so an old game always scores the same.',
        },
        'bad-tiebreak': {
          title: 'Correcting the tie-break numbers',
          body: 'A suspect’s tie-break number may be corrected too: a whole number, 1 or more, and no two suspects may share one.',
        },
        'bad-deck-count': {
          title: 'Correcting a suspect’s Evidence count',
          body: 'How many Evidence cards a suspect has may be set from 3 to 10.',
        },
        'deck-sum': {
          title: 'Thirty Evidence cards for the suspects',
          body: 'The deck has 36 Evidence cards: 4 Letters, 2 Wilds and 30 for the six suspects. Casebook warns when the six counts you set do not add up to 30, and still scores.',
        },
        'validation-severity': {
          title: 'Errors and warnings',
          body: 'Casebook checks every hand and every game file it opens or imports. An error is something that cannot happen at the table, such as Evidence before any Victim: the hand cannot be scored until it is fixed.',
          more: 'A warning is something possible but unusual, such as a Victim and its Scene in different areas: the scores are still worked out. Each message names its rule, and every rule has its entry here.',
        },
        'unknown-player': {
          title: 'Players of this game only',
          body: 'Every player a hand names, in an area, in the cards left in hand, in a vote, in how it ended or as the dealer, must be one of the game’s players.',
        },
        'unknown-id': {
          title: 'Cards and suspects of this deck only',
          body: 'Every card, suspect, Victim and Scene a game file names must be one of this game’s. A vote names one of the six suspects: Letters, for one, is not a vote.',
        },
        'unknown-field': {
          title: 'No unknown fields',
          body: 'A hand, an area, the rules and a card’s corrections hold only the fields this game defines, and only the six suspects take a tie-break number or a count. A misspelt field is refused rather than ignored, so that no card is silently dropped.',
          example: 'victim instead of victims in an area.',
        },
        'bad-hand': {
          title: 'How a hand is written',
          body: 'The hands are a list. A hand, its areas and its votes are objects, and an area’s Suspect cards, Victims and Scenes are lists.',
        },
        'bad-number': {
          title: 'Whole numbers',
          body: 'Every count and every points total is a whole number, 0 or more.',
        },
      },
    },
  },
}
