import { defineMessages } from '../../../shared/i18n/define-messages'

/**
 * Mystery Rummy Case #1: Jack the Ripper's rules reference, in the project's own words, written
 * from its spec (`mystery-rummy-jack-the-ripper.md`): its introduction, its deck table, its
 * sections and one entry per topic (a title, a `body`, then optional `more` and `example`; an
 * entry with a variant has one line per setting under `options`). Which entry documents which
 * rule id is `src/games/mystery-rummy-jack-the-ripper/words/reference.ts`.
 */
export const jackTheRipperRulesMessages = defineMessages({
  en: {
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
  },
  fr: {
    'mystery-rummy-jack-the-ripper': {
      reference: {
        name: 'Mystérami – Jack l’Éventreur',
        intro:
          'Mystérami – Jack l’Éventreur (Mystery Rummy Case #1) de Mike Fitzgerald (U.S. Games Systems, 1998), le jeu de rami pour 2 à 4 joueurs qui courent vers 100 points en démasquant l’Éventreur, tel que Casebook le compte. Chaque règle que cite un score ou un message a ici son entrée.',
        figures: {
          deck: {
            caption: 'Le paquet\u00a0: {count} cartes',
            card: 'Carte',
            count: 'Nombre',
            value: 'Valeur',
            tieBreak: 'Départage',
            groups: {
              evidence: 'Cartes Preuve, avec une loupe\u00a0: {count}',
              gavel: 'Cartes Marteau, avec un marteau, et L’Éventreur s’échappe\u00a0: {count}',
            },
            unverified: 'non vérifié',
            legend:
              'Un point d’interrogation à côté d’un chiffre signifie qu’aucune source lue par Casebook ne le confirme\u00a0: vérifiez-le sur vos propres cartes, et corrigez-le au début d’une partie.',
            nameUnverified: 'nom imprimé non vérifié',
            frenchNameUnverified: 'nom français non vérifié',
            notes: {
              letter: 'jamais l’Éventreur, jamais doublée',
              wild: 'jouée\u00a0: la valeur de sa couleur\u00a0; en main\u00a0: cette valeur',
              'alibi-eddy-gull': 'innocente celui des deux qu’il nomme',
              'ripper-escapes': 'termine la manche',
            },
            cards: {
              druitt: 'Montague Druitt',
              eddy: 'Prince Eddy',
              gull: 'Sir Gull',
              chapman: 'George Chapman',
              jill: 'Jill l’Éventreuse',
              pedachenko: 'Dr Pedachenko',
              letter: 'Lettre',
              wild: 'Joker',
              'suspect-druitt': 'Suspect\u00a0: Montague Druitt',
              'suspect-eddy': 'Suspect\u00a0: prince Eddy',
              'suspect-gull': 'Suspect\u00a0: Sir Gull',
              'suspect-chapman': 'Suspect\u00a0: George Chapman',
              'suspect-jill': 'Suspect\u00a0: Jill l’Éventreuse',
              'suspect-pedachenko': 'Suspect\u00a0: Dr Pedachenko',
              'alibi-druitt': 'Alibi\u00a0: Montague Druitt',
              'alibi-chapman': 'Alibi\u00a0: George Chapman',
              'alibi-jill': 'Alibi\u00a0: Jill l’Éventreuse',
              'alibi-pedachenko': 'Alibi\u00a0: Dr Pedachenko',
              'alibi-eddy-gull': 'Alibi\u00a0: prince Eddy / Sir Gull',
              'victim-nichols': 'Victime\u00a0: Mary Ann Nichols',
              'victim-annie-chapman': 'Victime\u00a0: Annie Chapman',
              'victim-stride': 'Victime\u00a0: Elizabeth Stride',
              'victim-eddowes': 'Victime\u00a0: Catherine Eddowes',
              'victim-kelly': 'Victime\u00a0: Mary Jane Kelly',
              'scene-bucks-row': 'Scène\u00a0: Buck’s Row',
              'scene-hanbury-street': 'Scène\u00a0: Hanbury Street',
              'scene-berner-street': 'Scène\u00a0: Berner Street',
              'scene-mitre-square': 'Scène\u00a0: Mitre Square',
              'scene-millers-court': 'Scène\u00a0: Miller’s Court',
              'commissioner-resigns': 'Démission du commissaire de police',
              'ripper-strikes': 'L’Éventreur frappe',
              'ripper-escapes': 'L’Éventreur s’échappe',
            },
          },
        },
        sections: {
          cards: {
            title: 'Les cartes',
            lead: 'Des cartes Preuve à poser en séries, des cartes Marteau jouées une à une pour leur effet, et L’Éventreur s’échappe.',
          },
          setup: {
            title: 'Les joueurs, la donne et un tour',
            lead: 'De deux à quatre joueurs, chacun pour soi.',
          },
          play: {
            title: 'Poser des cartes',
            lead: 'Ce qui doit déjà être sur la table avant qu’une carte puisse suivre, et le vote.',
          },
          ending: {
            title: 'La fin d’une manche',
            lead: 'Comment une manche se termine, et si l’Éventreur est démasqué ou s’échappe.',
          },
          caught: {
            title: 'Le décompte quand l’Éventreur est démasqué',
            lead: 'D’abord qui est l’Éventreur, puis ce que marque chaque joueur.',
          },
          escaped: {
            title: 'Le décompte quand l’Éventreur s’échappe',
            lead: 'Seules comptent les Victimes et les Scènes, et la carte L’Éventreur s’échappe elle-même.',
          },
          entry: {
            title: 'Saisir une manche',
            lead: 'Ce que vous tapez après chaque manche, et ce que Casebook y vérifie.',
          },
          end: {
            title: 'La fin de la partie',
            lead: 'Les manches se suivent jusqu’à ce qu’un joueur ait au moins 100 points.',
          },
          variants: {
            title: 'Variantes et valeurs non vérifiées',
            lead: 'Là où la règle laisse un doute, et les valeurs que vous pouvez corriger d’après vos propres cartes.',
          },
          validation: {
            title: 'Comment Casebook vérifie un fichier de partie',
            lead: 'Ce qu’il refuse, ce qu’il se contente de signaler, et pourquoi.',
          },
        },
        entries: {
          'cards-deck': {
            title: 'Le paquet\u00a0: 62 cartes',
            body: 'Les cartes Preuve portent une loupe dans le coin supérieur et se posent en séries. Les cartes Marteau portent un marteau et se jouent une à une pour leur effet. La carte L’Éventreur s’échappe est à part. Chaque carte indique les points qu’elle vaut.',
            more: 'La plupart de ces valeurs ne figurent dans aucune source que Casebook a pu lire\u00a0: le tableau les signale. Si vos cartes disent autre chose, corrigez-les au début d’une partie.',
          },
          'cards-evidence': {
            title: 'Les Preuves\u00a0: une couleur par suspect',
            body: 'Chacun des six suspects a sa couleur de Preuves. Trois cartes ou plus d’une même couleur forment une série. Dès qu’une couleur a une série sur la table, chacun peut y ajouter une ou deux cartes de cette couleur\u00a0; elles restent devant le joueur qui les ajoute, même sur la série d’un autre.',
            more: 'Un Joker remplace la couleur de n’importe quel suspect et compte alors comme cette couleur en tout, score compris. Il doit rejoindre une carte de la même couleur dans votre propre zone, ou une nouvelle série. Les quatre Lettres forment une série à part\u00a0: elles n’appartiennent à aucun suspect, ne désignent donc jamais l’Éventreur et ne sont jamais doublées.',
          },
          'cards-gavel': {
            title: 'Ce que font les cartes Marteau',
            body: 'Vous pouvez jouer une carte Marteau par tour. Une Victime vous apporte sa Scène si celle-ci est déjà sortie, puis vous piochez 2 cartes. Une Scène vous apporte sa Victime si elle est sortie, puis vous prenez dans Scotland Yard n’importe quelle carte sauf une Scène, la montrez, et la jouez ou la gardez. Une carte Suspect se pose devant vous dès que son suspect a une série sur la table.',
            more: 'Un Alibi attend lui aussi la série de son suspect, et renvoie à Scotland Yard l’Alibi déjà sur la table. L’Alibi prince Eddy / Sir Gull nomme l’un des deux quand il est joué. L’Éventreur frappe retourne les cartes du Dossier une à une, 5 au plus, jusqu’à ce qu’une Victime apparaisse\u00a0: vous la prenez et piochez 2 cartes. La Démission du commissaire de police oblige chaque joueur à poser les Victimes qu’il a en main, en prenant leurs Scènes, sans piocher.',
          },
          'too-many-cards': {
            title: 'Pas plus de cartes que le paquet n’en contient',
            body: 'Les cartes sur la table et celles restées en main ne peuvent pas montrer, ensemble, plus d’exemplaires d’une carte que le paquet n’en a\u00a0: les Preuves naturelles de chaque suspect, 2 Jokers, 4 Lettres, un seul de chaque Suspect, Alibi, Victime et Scène, et un seul L’Éventreur s’échappe, compté comme joué quand il a terminé la manche.',
            more: 'L’Alibi prince Eddy / Sir Gull est une seule carte\u00a0: il n’innocente jamais les deux.',
          },
          'player-count': {
            title: 'De deux à quatre joueurs',
            body: 'Chacun joue pour soi. Casebook refuse un fichier de partie de moins de 2 joueurs ou de plus de 4.',
          },
          'setup-deal': {
            title: 'La donne',
            body: 'Distribuez 10 cartes à chacun à 2 joueurs, 9 à 3 et 8 à 4. Retournez la carte suivante\u00a0: elle commence Scotland Yard, la défausse, que personne ne peut consulter sauf si une carte le permet. Le reste, face cachée, est le Dossier où l’on pioche.',
          },
          'setup-turn': {
            title: 'Un tour',
            body: 'Dans cet ordre\u00a0: vous pouvez lancer le vote\u00a0; vous piochez la carte du dessus du Dossier ou de Scotland Yard\u00a0; vous posez autant de Preuves que vous voulez et au plus une carte Marteau\u00a0; puis vous défaussez une carte face visible sur Scotland Yard.',
            more: 'Une carte Marteau jouée sur Scotland Yard ne compte pas comme votre défausse.',
          },
          'no-victim': {
            title: 'D’abord une Victime',
            body: 'Aucune Preuve, Lettres comprises, ne peut être posée avant qu’une Victime soit sur la table. Une manche avec des Preuves sur la table mais sans Victime est refusée.',
          },
          'no-meld': {
            title: 'Une série avant tout ajout',
            body: 'Des cartes d’une couleur, ou des Lettres, ne peuvent être sur la table que si quelqu’un en a posé une série\u00a0: au moins une zone en compte 3 ou plus, Jokers compris.',
          },
          'wilds-exceed-evidence': {
            title: 'Les Jokers sont comptés dans leur couleur',
            body: 'Vous donnez le nombre de Preuves d’une couleur Jokers compris, puis combien d’entre elles sont des Jokers. Le second nombre ne peut pas dépasser le premier.',
            example: 'Quatre cartes Druitt, dont un Joker\u00a0: Druitt 4, dont 1 Joker.',
          },
          'wild-without-natural': {
            title: 'Un Joker accompagne une vraie carte',
            body: 'Un Joker doit correspondre à une carte de sa couleur dans la zone du même joueur. Une zone ne contient donc jamais que des Jokers d’une couleur\u00a0: au moins une carte naturelle de cette couleur y est aussi.',
          },
          'suspect-without-meld': {
            title: 'Une carte Suspect après ses Preuves',
            body: 'Une carte Suspect ne peut être jouée qu’une fois que son suspect a des Preuves sur la table. Une carte Suspect dont le suspect n’en a aucune est refusée.',
          },
          'alibi-without-meld': {
            title: 'Un Alibi après ses Preuves',
            body: 'Il en va de même d’un Alibi\u00a0: le suspect qu’il innocente doit avoir des Preuves sur la table. Pour la carte prince Eddy / Sir Gull, c’est celui qu’elle a nommé.',
          },
          'one-alibi': {
            title: 'Un seul Alibi à la fois',
            body: 'Un nouvel Alibi renvoie à Scotland Yard celui qui était déjà sur la table\u00a0: à la fin d’une manche, une zone au plus contient un Alibi.',
          },
          'pair-split': {
            title: 'Une Victime et sa Scène ensemble',
            body: 'Qui joue une Victime prend sa Scène si elle est déjà sortie, et inversement\u00a0: une paire finit d’habitude dans une seule zone. Casebook prévient quand elles sont dans des zones différentes, et compte tout de même la manche\u00a0: une Victime trouvée par L’Éventreur frappe, par exemple, ne prend pas sa Scène.',
          },
          'escape-before-five-victims': {
            title: 'L’Éventreur s’échappe demande les cinq Victimes',
            body: 'L’Éventreur s’échappe ne peut être joué qu’une fois les cinq Victimes sur la table, mais alors à tout moment, même pendant le tour d’un autre joueur. Une manche terminée par cette carte avec moins de cinq Victimes est refusée.',
          },
          'play-vote': {
            title: 'Le vote',
            body: 'Une fois par manche, un joueur qui a une série devant lui (les Lettres comptent) peut lancer un vote au début de son tour, avant de piocher. Chacun écrit alors en secret l’un des six suspects, qu’il ait ou non des Preuves sur la table\u00a0; les Lettres et «\u00a0l’Éventreur s’échappe\u00a0» ne sont pas des choix. Les votes sont révélés à la fin de la manche.',
          },
          'vote-without-meld': {
            title: 'Pas de vote sans série',
            body: 'Si une manche a des votes, au moins une zone doit contenir une série, 3 cartes ou plus d’une couleur ou de Lettres\u00a0: sinon personne n’aurait pu lancer le vote.',
          },
          'ending-ways': {
            title: 'Quatre façons de finir une manche',
            body: 'Une manche se termine quand un joueur défausse sa dernière carte (il est sorti)\u00a0; quand la Démission du commissaire de police oblige un ou plusieurs joueurs à poser leur dernière carte\u00a0; quand L’Éventreur s’échappe est joué\u00a0; ou quand le Dossier est épuisé pour la deuxième fois. La première fois qu’il s’épuise, le jeu continue.',
          },
          'bad-ending': {
            title: 'Comment la manche s’est terminée',
            body: 'Chaque manche dit laquelle de ces quatre fins l’a terminée. Pour la Démission du commissaire de police, elle nomme chaque joueur forcé de sortir\u00a0: au moins un, et aucun deux fois.',
          },
          outcome: {
            title: 'Démasqué ou échappé',
            body: 'Casebook déduit l’issue\u00a0: vous ne la saisissez jamais. Après L’Éventreur s’échappe, ou quand le Dossier est épuisé deux fois, l’Éventreur s’échappe. Sinon quelqu’un est sorti ou a été forcé de sortir, et les candidats sont les suspects qui ont des Preuves sur la table sans être innocentés par l’Alibi en jeu. S’il y a au moins un candidat, l’Éventreur est démasqué\u00a0; s’il n’y en a aucun, il s’échappe.',
            example:
              'Ada sort avec 3 cartes Jill et 3 Lettres, mais Bram a l’Alibi de Jill\u00a0: aucun suspect ne peut être désigné, l’Éventreur s’échappe.',
          },
          'ripper-identity': {
            title: 'Qui est l’Éventreur',
            body: 'Pour chaque candidat, additionnez la valeur de ses Preuves dans toutes les zones, et celle de sa carte Suspect si elle est sur la table. Le candidat au plus haut total est l’Éventreur. Les Lettres ne comptent jamais.',
            more: 'La règle additionne toutes les cartes jouées pour un suspect, et sa carte Suspect est jouée pour lui. Certaines tables lisent «\u00a0le plus de preuves\u00a0» comme les seules cartes Preuve\u00a0: elles peuvent laisser la carte Suspect de côté au début d’une partie.',
            example:
              'Druitt a 5 cartes Preuve sorties et sa carte Suspect\u00a0: 5 × 2 + 3 = 13, contre 6 pour Gull et 6 pour Chapman. Druitt est l’Éventreur.',
            options: {
              'evidence-and-suspect':
                'Les Preuves de chaque candidat et sa carte Suspect comptent dans son total.',
              'evidence-only':
                'Seules les cartes Preuve comptent\u00a0; la carte Suspect est laissée de côté.',
            },
          },
          'tie-break': {
            title: 'Une égalité entre suspects',
            body: 'Si des candidats partagent le plus haut total, l’Éventreur est celui dont le numéro de départage, imprimé en petit dans le coin inférieur gauche de ses cartes Preuve, est le plus bas.',
            example:
              'Eddy, Gull et Chapman totalisent chacun 6. Le numéro d’Eddy, 2, est le plus bas\u00a0: Eddy est l’Éventreur.',
          },
          'alibi-excludes': {
            title: 'Un Alibi innocente son suspect',
            body: 'Un suspect dont l’Alibi est en jeu n’est jamais l’Éventreur, si haut que soit son total. L’Alibi prince Eddy / Sir Gull n’innocente que celui qu’il a nommé.',
            example:
              'Gull totalise 10, mais l’Alibi partagé le nomme. Eddy a 3 × 2 + sa carte Suspect 3 = 9 et Druitt 8\u00a0: Eddy est l’Éventreur.',
          },
          'table-points': {
            title: 'Les points sur la table',
            body: 'Quand l’Éventreur est démasqué, chaque joueur additionne ce qui est devant lui\u00a0: chaque carte Preuve à la valeur de sa couleur (un Joker à celle de la couleur qu’il a remplacée), ses Lettres, ses cartes Suspect, son Alibi, ses Victimes et ses Scènes.',
            more: 'Son score de la manche est ce total, moins les cartes restées en main, plus le bonus de vote. Il peut être négatif, un total aussi.',
          },
          'ripper-double': {
            title: 'La couleur de l’Éventreur est doublée',
            body: 'Chaque carte de la couleur de l’Éventreur compte double pour celui qui l’a devant lui, ajouts sur la série d’un autre compris\u00a0: ses Preuves, les Jokers joués dans sa couleur, et sa carte Suspect. Les Lettres, les Victimes, les Scènes et les Alibis ne sont jamais doublés.',
            example:
              'Druitt est l’Éventreur\u00a0: les 4 cartes Druitt d’Ada comptent 4 × 2 × 2 = 16 et sa carte Suspect Druitt 6\u00a0; la seule carte Druitt que Bram a ajoutée compte 4.',
          },
          'hand-penalty': {
            title: 'Les cartes restées en main',
            body: 'Un joueur qui n’est pas sorti et n’a pas été forcé de sortir perd la valeur des cartes qu’il tient encore, à leur valeur faciale, jamais doublée. Il met d’abord de côté, sans frais, toute carte qui pourrait encore aller sur une série de la table.',
            example:
              'Bram tient encore une carte Jill (2), une Victime (2) et la Démission du commissaire de police (0)\u00a0: il perd 4.',
          },
          'held-escape': {
            title: 'Démasqué avec L’Éventreur s’échappe en main',
            body: 'Un joueur pris avec L’Éventreur s’échappe en main ne perd pas ses 35 points\u00a0: il perd 2 points par Victime sur la table, quelle que soit la valeur des Victimes.',
            example:
              'Avec 4 Victimes sorties, tenir L’Éventreur s’échappe et une carte Eddy coûte 2 × 4 + 2 = 10.',
          },
          'vote-bonus': {
            title: 'Un vote juste\u00a0: 10 points',
            body: 'Quand l’Éventreur est démasqué, chaque joueur dont le vote le désignait marque 10 points de plus, celui qui est sorti compris. Un vote faux, ou l’absence de vote, ne coûte rien. Quand l’Éventreur s’échappe, les votes ne comptent pas.',
          },
          'escape-card': {
            title: 'Évasion par la carte\u00a0: 35',
            body: 'Quand L’Éventreur s’échappe termine la manche, son joueur marque la valeur de la carte, 35, et chaque joueur, lui compris, marque ses Victimes et ses Scènes. Rien d’autre ne compte\u00a0: ni Preuves, ni doublement, ni cartes en main, ni vote.',
            example:
              'À quatre joueurs, les cinq Victimes sorties\u00a0: celui qui joue L’Éventreur s’échappe marque 35 + sa Victime 2 = 37\u00a0; les autres ne marquent que leurs Victimes et leurs Scènes.',
          },
          'escape-without-card': {
            title: 'Évasion sans la carte',
            body: 'L’Éventreur s’échappe aussi quand le Dossier a été épuisé deux fois, ou quand quelqu’un est sorti sans qu’aucun suspect puisse être désigné. Par défaut, chaque joueur marque alors ses Victimes et ses Scènes, comme après la carte, et rien d’autre.',
            more: 'La règle donne un seul décompte pour l’évasion de l’Éventreur, sans dire s’il vaut pour la carte seule. Une table qui le lit ainsi peut décider que personne ne marque après ces évasions, comme pour une manche nulle.',
            options: {
              'victims-and-scenes':
                'Chaque joueur marque ses Victimes et ses Scènes, rien d’autre.',
              nothing: 'Personne ne marque rien pour la manche.',
            },
          },
          'entry-hand': {
            title: 'Ce que vous saisissez après une manche',
            body: 'Seulement ce que chacun peut voir\u00a0: comment la manche s’est terminée\u00a0; pour chaque joueur, ses Preuves par couleur avec le nombre de Jokers, ses Lettres, ses cartes Suspect, son Alibi, ses Victimes et ses Scènes\u00a0; ce que tient encore chaque joueur qui n’est pas sorti\u00a0; et les votes, s’il y en a eu un. Casebook déduit qui est l’Éventreur, et s’il a été démasqué.',
            more: 'Donnez les cartes en main soit carte par carte, soit par leur valeur totale en disant si L’Éventreur s’échappe en fait partie.',
          },
          'out-holds-cards': {
            title: 'Rien en main après être sorti',
            body: 'Un joueur sorti, ou forcé de sortir par la Démission du commissaire de police, n’a plus de cartes. Sa saisie peut manquer, être vide, ou valoir 0 point sans L’Éventreur s’échappe\u00a0; tout le reste est refusé.',
          },
          'left-form': {
            title: 'Une seule façon de donner les cartes en main',
            body: 'Les cartes en main d’un joueur se donnent soit carte par carte, L’Éventreur s’échappe compris, soit par un total de points en disant s’il tient L’Éventreur s’échappe\u00a0: l’une des deux, jamais les deux, jamais aucune, et rien d’autre.',
          },
          'left-playable': {
            title: 'Les cartes qu’il fallait mettre de côté',
            body: 'Quand quelqu’un est sorti, ou après la Démission du commissaire de police, une carte encore jouable est mise de côté, pas comptée. Les cartes en main ne peuvent donc pas contenir de Preuve d’une couleur sur la table, de Lettre quand des Lettres sont sorties, de carte Suspect ou Alibi d’un suspect qui a des Preuves sorties (l’un ou l’autre des deux pour l’Alibi partagé), ni de Joker quand le joueur a des Preuves de suspect devant lui.',
          },
          'left-points-beyond': {
            title: 'Pas plus de points en main que les cartes n’en valent',
            body: 'Un total de points resté en main vaut au plus ce que peuvent valoir les cartes du paquet une fois retirées celles sur la table, celles données une à une et la carte qui a fini la manche, aux valeurs de la partie (L’Éventreur s’échappe à part\u00a0: il a sa propre case). Un total plus grand est une erreur de saisie et il est refusé.',
          },
          'left-missing': {
            title: 'Des cartes en main non saisies',
            body: 'Quand la manche s’est terminée par une sortie ou par la Démission du commissaire de police, et qu’un joueur qui tient encore des cartes n’a pas de saisie pour elles, Casebook prévient et le compte comme ne tenant rien qui coûte des points.',
          },
          'end-target': {
            title: 'Jouer en 100 points',
            body: 'Après chaque manche, les scores s’ajoutent aux totaux. À la fin d’une manche où un total atteint 100 ou plus, le plus haut total gagne. Vous pouvez choisir un autre objectif au début d’une partie.',
            more: 'Un texte remanié dit «\u00a0plus de 100\u00a0»\u00a0; la règle française officielle et les autres sources disent que 100 suffit.',
          },
          'bad-target': {
            title: 'Un objectif entier',
            body: 'L’objectif est un nombre entier, 1 ou plus.',
          },
          'end-tie': {
            title: 'Une égalité en tête',
            body: 'Si quelqu’un a atteint l’objectif mais que les plus hauts totaux sont à égalité, une manche de plus est jouée, et encore une après chaque nouvelle égalité. Si plus personne n’a l’objectif après cette manche, la partie continue simplement. À 3 ou 4 joueurs, seule compte une égalité pour la première place.',
          },
          'hand-after-end': {
            title: 'Pas de manche après la fin',
            body: 'Une fois le gagnant connu, la partie est finie\u00a0: une manche saisie après la manche décisive est une erreur. Si une manche précédente était fausse, corrigez plutôt celle-ci.',
          },
          'variants-why': {
            title: 'Pourquoi des variantes',
            body: 'Les règles que Casebook a pu lire laissent deux vrais doutes\u00a0: si la carte Suspect compte pour désigner l’Éventreur, et ce que rapporte une évasion sans la carte. Casebook suit une lecture par défaut et vous laisse choisir l’autre au début d’une partie\u00a0; chaque partie enregistre ses réglages, ses scores ne changent donc jamais ensuite.',
          },
          'bad-variant': {
            title: 'Uniquement les variantes connues',
            body: 'Un fichier de partie ne peut citer que les deux variantes de ce jeu, escapeWithoutCard et ripperTotal, chacune avec l’une de ses valeurs. Tout le reste est refusé, car la partie ne pourrait pas être comptée comme la table l’a jouée.',
          },
          unverified: {
            title: 'Ce qui n’est pas vérifié',
            body: 'Casebook n’a pu lire qu’une partie des règles, et bien des valeurs sont des déductions\u00a0: le nombre de cartes Preuve de chaque suspect (5, soit 30 en tout), leur valeur (2), leurs numéros de départage (1 à 6, dans un ordre lui-même supposé), un Joker resté en main (2), une carte Suspect ou Alibi (3), une Victime ou une Scène (2), la Démission du commissaire de police et L’Éventreur frappe (0).',
            more: 'Seules les Lettres (3) et L’Éventreur s’échappe (35) sont données. Les noms imprimés de quatre Victimes et de quatre Scènes viennent de l’histoire, pas d’une carte, et les cartes françaises gardent peut-être le nom anglais de Jill the Ripper. Lisez vos propres cartes et corrigez les valeurs au début d’une partie.',
          },
          'bad-value': {
            title: 'Corriger la valeur d’une carte',
            body: 'La valeur de n’importe quelle carte peut être corrigée au début d’une partie\u00a0: un nombre entier, 0 ou plus. Chaque partie enregistre les valeurs avec lesquelles elle a été comptée, une ancienne partie se compte donc toujours de la même façon.',
          },
          'bad-tiebreak': {
            title: 'Corriger les numéros de départage',
            body: 'Le numéro de départage d’un suspect peut aussi être corrigé\u00a0: un nombre entier, 1 ou plus, et deux suspects ne peuvent pas partager le même.',
          },
          'bad-deck-count': {
            title: 'Corriger le nombre de Preuves d’un suspect',
            body: 'Le nombre de cartes Preuve d’un suspect peut aller de 3 à 10.',
          },
          'deck-sum': {
            title: 'Trente cartes Preuve pour les suspects',
            body: 'Le paquet compte 36 cartes Preuve\u00a0: 4 Lettres, 2 Jokers et 30 pour les six suspects. Casebook prévient quand les six nombres que vous donnez ne font pas 30, et compte tout de même.',
          },
          'validation-severity': {
            title: 'Erreurs et avertissements',
            body: 'Casebook vérifie chaque manche et chaque fichier de partie qu’il ouvre ou importe. Une erreur signale quelque chose d’impossible à la table, comme des Preuves avant toute Victime\u00a0: la manche ne peut pas être comptée tant qu’elle n’est pas corrigée.',
            more: 'Un avertissement signale quelque chose de possible mais d’inhabituel, comme une Victime et sa Scène dans des zones différentes\u00a0: les scores sont tout de même calculés. Chaque message cite sa règle, et chaque règle a ici son entrée.',
          },
          'unknown-player': {
            title: 'Uniquement les joueurs de la partie',
            body: 'Chaque joueur qu’une manche nomme, dans une zone, dans les cartes restées en main, dans un vote, dans la fin de la manche ou comme donneur, doit être l’un des joueurs de la partie.',
          },
          'unknown-id': {
            title: 'Uniquement les cartes et les suspects de ce paquet',
            body: 'Chaque carte, suspect, Victime et Scène que nomme un fichier de partie doit être de ce jeu. Un vote nomme l’un des six suspects\u00a0: les Lettres, par exemple, ne sont pas un vote.',
          },
          'unknown-field': {
            title: 'Pas de champ inconnu',
            body: 'Une manche, une zone, les règles et les corrections d’une carte ne contiennent que les champs que ce jeu définit, et seuls les six suspects prennent un numéro de départage ou un nombre de cartes. Un champ mal écrit est refusé plutôt qu’ignoré, pour qu’aucune carte ne disparaisse en silence.',
            example: 'victim au lieu de victims dans une zone.',
          },
          'bad-hand': {
            title: 'Comment s’écrit une manche',
            body: 'Les manches forment une liste. Une manche, ses zones et ses votes sont des objets, et les cartes Suspect, les Victimes et les Scènes d’une zone sont des listes.',
          },
          'bad-number': {
            title: 'Des nombres entiers',
            body: 'Chaque nombre de cartes et chaque total de points est un nombre entier, 0 ou plus.',
          },
        },
      },
    },
  },
})
