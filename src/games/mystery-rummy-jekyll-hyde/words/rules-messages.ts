import { defineMessages } from '../../../shared/i18n/define-messages'

/**
 * Mystery Rummy Case #3's rules reference, in the project's own words: its introduction, its
 * card tables, its sections and one entry per topic (a title, a `body`, then optional `more` and
 * `example`; a variant has one line per setting). Which entry documents which rule id, and in
 * which order, is `src/games/mystery-rummy-jekyll-hyde/words/reference.ts`. Card
 * names come from the engine catalog (`cards.*`).
 */
export const mysteryRummyRulesMessages = defineMessages({
  en: {
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
  },
  fr: {
    'mystery-rummy-jekyll-hyde': {
      reference: {
        name: 'Mystery Rummy Case #3\u00a0: Dr Jekyll & Mr Hyde',
        intro:
          'Mystery Rummy Case #3\u00a0: Dr. Jekyll & Mr. Hyde, tel que Casebook le compte. Chaque règle citée par un score ou un message a ici son entrée.',
        figures: {
          evidence: {
            caption: 'Cartes Preuve\u00a0: {count}',
            family: 'Famille',
            letter: 'Lettre',
            cards: 'Cartes',
            value: 'Valeur',
            neverDoubles: 'ne double jamais',
            checkOnCards: 'à vérifier sur vos cartes',
          },
          gavel: {
            caption: 'Cartes Maillet\u00a0: {count}',
            card: 'Carte',
            cards: 'Cartes',
            value: 'Valeur',
            where: 'Se joue',
            places: {
              'work-in-lab': 'dans votre zone',
              transformation: 'sur des cartes, dans l’une ou l’autre zone',
              potion: 'sur London',
            },
          },
        },
        sections: {
          setup: {
            title: 'Mise en place',
            lead: 'Avant la première carte\u00a0: les joueurs, le paquet et la table.',
          },
          turn: {
            title: 'Le tour de jeu',
            lead: 'Piocher, jouer, défausser\u00a0: ce qu’un joueur peut faire à son tour.',
          },
          cards: {
            title: 'Les cartes',
            lead: 'Chaque carte du paquet\u00a0: sa lettre, son nombre d’exemplaires, sa valeur et son effet.',
          },
          scoring: {
            title: 'Compter une manche',
            lead: 'Ce que vaut chaque carte posée à la fin de la manche, et ce que coûtent les cartes restées en main.',
          },
          end: {
            title: 'Fin de la partie',
            lead: 'Les manches s’enchaînent jusqu’à ce qu’un joueur atteigne le score visé.',
          },
          variants: {
            title: 'Variantes',
            lead: 'Là où les sources laissent un vrai doute, chaque lecture est un réglage choisi au début de la partie.',
          },
          validation: {
            title: 'Comment Casebook vérifie vos saisies',
            lead: 'Ce que Casebook refuse, ce qu’il se contente de signaler, et pourquoi.',
          },
        },
        entries: {
          'players-count': {
            title: 'Deux joueurs',
            body: 'Le Case #3 se joue à deux, ni plus ni moins. Casebook demande les deux noms au début de la partie et refuse un fichier de partie qui compte un autre nombre de joueurs.',
          },
          'deck-card-count': {
            title: 'Le paquet\u00a0: 62 cartes',
            body: 'Une carte Double identité, 49 cartes Preuve réparties en dix familles et 12 cartes Maillet\u00a0: 6 Travail en laboratoire, 5 Potion et une seule Transformation. La partie «\u00a0Les cartes\u00a0» donne chaque famille avec son nombre d’exemplaires.',
            more: 'Quand vous saisissez une manche, Casebook compte chaque carte, sur la table comme en main, et signale une erreur si une carte apparaît plus souvent que le paquet ne la contient.',
          },
          'setup-deal': {
            title: 'La donne',
            body: 'Mettez la carte Double identité de côté\u00a0: elle n’est jamais distribuée. Le donneur mélange, l’adversaire coupe, puis le donneur distribue 10 cartes à chacun, une par une.',
            more: 'Casebook demande qui donne la première manche, puis propose l’autre joueur à chaque nouvelle manche. Noter le donneur est facultatif.',
          },
          'setup-piles': {
            title: 'Le Case File et London',
            body: 'Les cartes non distribuées forment, face cachée au milieu de la table, le Case File\u00a0: la pioche. Sa première carte est retournée à côté et commence London\u00a0: la défausse.',
            more: 'Seule la carte du dessus de London est visible. Personne ne fouille la défausse, sauf quand une carte le permet, comme Travail en laboratoire.',
          },
          'setup-identity': {
            title: 'La carte Double identité',
            body: 'Cette carte à deux faces est posée entre les joueurs, côté Dr Jekyll visible au début de chaque manche. Seule une Potion la retourne.',
            more: 'La face visible décide de deux choses\u00a0: quels brelans peuvent être posés pendant la manche, et quelles cartes comptent double à la fin.',
          },
          'turn-steps': {
            title: 'Trois étapes',
            body: 'Le joueur qui n’a pas donné commence, puis chacun joue à son tour. Chaque tour comporte trois étapes, dans cet ordre\u00a0: piocher une carte (obligatoire), jouer des cartes (facultatif), défausser une carte (obligatoire).',
          },
          'turn-draw': {
            title: 'Piocher',
            body: 'Prenez soit la première carte du Case File, soit la carte visible sur London, et ajoutez-la à votre main.',
          },
          'meld-minimum': {
            title: 'Les brelans',
            body: 'Un brelan, ce sont au moins 3 cartes Preuve de la même famille, posées devant vous. Un brelan J ne se pose que si Dr Jekyll est visible, un brelan H que si Mr Hyde est visible. Un brelan J/H se pose à tout moment.',
            more: 'Casebook vérifie que chaque famille de cartes Preuve présente sur la table a un brelan d’au moins 3 cartes dans l’une des deux zones. Une carte seule ou une paire d’une famille que personne n’a posée en brelan est une erreur.',
          },
          'turn-lay-off': {
            title: 'Les ajouts (lay-off)',
            body: 'Dès qu’un brelan est sur la table, chaque joueur peut y ajouter des cartes seules de la même famille, quelle que soit la face visible de la carte Double identité. La carte ajoutée reste devant le joueur qui l’a posée et compte pour lui.',
            more: 'Dans Casebook, brelans et ajouts se saisissent de la même façon\u00a0: comme des cartes posées devant le joueur qui les a jouées.',
            example:
              'Votre adversaire a posé un brelan de 3 Poole the Butler (J). À votre tour, vous pouvez poser un quatrième Poole devant vous, même si Mr Hyde est visible.',
          },
          'turn-gavel': {
            title: 'Une carte Maillet par tour',
            body: 'Pendant l’étape de jeu, vous posez autant de cartes Preuve que vous voulez, mais une seule carte Maillet au plus. L’effet d’une carte Maillet s’applique dès qu’elle est jouée.',
          },
          'turn-discard': {
            title: 'Défausser et finir la manche',
            body: 'Terminez votre tour en posant face visible sur London la carte de votre choix. La défausse est obligatoire, même au tour où vous jouez vos dernières cartes.',
            more: 'Le joueur qui défausse sa dernière carte finit la manche, qui s’arrête aussitôt.',
          },
          'turn-case-file': {
            title: 'Quand le Case File est épuisé',
            body: 'La première fois que la dernière carte du Case File est piochée, mélangez London pour en faire un nouveau Case File et continuez. La deuxième fois, la manche s’arrête aussitôt et personne ne marque.',
          },
          'deck-card-value': {
            title: 'Les cartes Preuve et leur valeur',
            body: 'Les cartes Preuve sont celles que l’on pose en brelan ou en ajout. Chaque famille porte une lettre, J pour Jekyll, H pour Hyde ou J/H pour les deux, et une valeur\u00a0: le nombre en haut à droite de la carte.',
            more: 'Aucune source à notre disposition n’imprime toutes les valeurs. Celles marquées «\u00a0à vérifier sur vos cartes\u00a0» sont une estimation de Casebook\u00a0: lisez le nombre sur vos propres cartes et corrigez-le dans «\u00a0Valeur des cartes\u00a0» au début d’une partie. Chaque partie garde les valeurs avec lesquelles elle a été comptée, si bien qu’une ancienne partie donne toujours le même total. Une valeur est un nombre entier, 0 ou plus.',
          },
          'cards-names': {
            title: 'Le nom des cartes, en anglais et en français',
            body: 'L’édition française garde les titres anglais des cartes Preuve\u00a0: sa règle donne les dix familles sous leur nom anglais, de Mr. Utterson et Poole the Butler à Hyde Awakes et Robert Louis Stevenson. Casebook les écrit donc en anglais dans les deux langues, tels qu’ils sont imprimés sur vos cartes.',
            more: 'Les cartes Maillet et la carte Double identité ont, elles, un nom français dans cette règle, et Casebook l’emploie en français\u00a0: Travail en laboratoire (Work in Lab), Potion, Transformation et Double identité (Dual Identity). Les deux tas gardent leur nom anglais dans les deux langues, comme dans la règle\u00a0: Case File pour la pioche, London pour la défausse. Aucun nom de carte n’est inconnu. Une orthographe reste à vérifier\u00a0: la règle française écrit «\u00a0Hyde’s Hideway\u00a0», et aucune autre source à notre disposition ne nomme cette carte\u00a0; Casebook écrit Hyde’s Hideaway, fiez-vous à votre carte. La règle écrit aussi Jekill pour Jekyll, une coquille que Casebook ne reprend pas.',
          },
          'cards-letters': {
            title: 'J, H et J/H',
            body: 'Les cartes J appartiennent à Dr Jekyll, les cartes H à Mr Hyde. Les familles J/H, Dr. Lanyon’s Story et Robert Louis Stevenson, appartiennent aux deux\u00a0: on les pose en brelan quelle que soit la face visible, elles conviennent aux deux faces pour un shut-out, et elles ne comptent jamais double.',
          },
          'cards-gavel': {
            title: 'Les cartes Maillet',
            body: 'Les cartes Maillet portent un maillet et comptent comme J/H. Elles se jouent une à une, jamais plus d’une par tour. Travail en laboratoire et la Transformation rapportent des points mais ne doublent jamais\u00a0; la Potion ne rapporte rien.',
          },
          'cards-work-in-lab': {
            title: 'Travail en laboratoire',
            body: 'Posez-la devant vous\u00a0: elle vaudra 1 point. Choisissez ensuite\u00a0: fouiller London, ou retourner face visible les 3 premières cartes du Case File. Prenez une carte qui correspond à la face visible\u00a0; les cartes J/H et les cartes Maillet correspondent toujours.',
            more: 'Si une carte correspond, vous devez en prendre une, même si elle ne vous arrange pas. Les cartes retournées et non prises vont sur London. Si aucune ne correspond, vous ne prenez rien et poursuivez votre tour.',
          },
          'cards-transformation': {
            title: 'Transformation',
            body: 'Posez-la sur un groupe de cartes dans la zone de l’un ou l’autre joueur\u00a0: un brelan avec les cartes déjà ajoutées dessus, ou une carte seule. Dès lors, ces cartes comptent avec l’autre lettre\u00a0: J devient H, H devient J.',
            more: 'Elle ne retourne jamais la carte Double identité et ne change pas les cartes J/H. Les cartes ajoutées ensuite au groupe gardent leur lettre imprimée, et la même famille dans l’autre zone n’est pas touchée.',
          },
          'transformation-family': {
            title: 'Ce que la Transformation peut couvrir',
            body: 'Seulement des cartes Preuve J ou H, toutes de la même famille. Une Transformation saisie sur une famille J/H, ou sur autre chose qu’une carte Preuve, est une erreur.',
          },
          'transformation-coverage': {
            title: 'Combien de cartes elle couvre',
            body: 'Elle couvre les cartes de son groupe au moment où elle est jouée, pas celles ajoutées ensuite. Casebook demande donc combien de cartes de cette famille elle couvre dans la zone\u00a0: au moins 1, et pas plus qu’il n’y en a.',
          },
          'transformation-single': {
            title: 'Une seule Transformation',
            body: 'Le paquet ne contient qu’une carte Transformation. À la fin d’une manche, elle est posée dans une zone, dans la main d’un joueur, ou encore dans le Case File ou London\u00a0; la saisir deux fois dans la même manche est une erreur.',
          },
          'cards-potion': {
            title: 'Potion',
            body: 'Jouez-la sur London, retournez la carte Double identité, puis piochez les 2 premières cartes du Case File. Une Potion ne rapporte aucun point.',
            more: 'Défaussée comme dernière carte pour finir la manche, elle n’a aucun effet\u00a0: la carte Double identité reste telle quelle.',
          },
          'score-table-points': {
            title: 'Les points posés',
            body: 'À la fin de la manche, chaque joueur additionne les cartes posées devant lui. Une carte Preuve rapporte sa valeur, doublée si sa lettre est celle de la face visible, simple sinon. Chaque Travail en laboratoire ajoute 1, et la carte Transformation ajoute 5 au joueur à qui elle est attribuée.',
            more: 'Le joueur qui a fini marque ces points. L’autre marque les siens moins ses cartes restées en main, sauf si un shut-out ne lui laisse rien.',
          },
          'score-doubling': {
            title: 'Le doublement',
            body: 'Regardez la carte Double identité à la fin de la manche. Si Dr Jekyll est visible, chaque carte J posée devant vous compte double\u00a0; si c’est Mr Hyde, ce sont les cartes H.',
            example:
              'Mr Hyde est visible à la fin. Une carte H qui vaut 2 rapporte 4\u00a0; une carte J qui vaut 2 rapporte 2.',
          },
          'score-never-doubles': {
            title: 'Les cartes qui ne doublent jamais',
            body: 'Certaines cartes rapportent toujours leur valeur simple, quelle que soit la face visible\u00a0: les familles Preuve J/H (Dr. Lanyon’s Story et Robert Louis Stevenson), Travail en laboratoire et la carte Transformation.',
          },
          'score-transformation-letter': {
            title: 'La lettre sous la Transformation',
            body: 'Les cartes couvertes par la Transformation comptent avec l’autre lettre, pour le doublement comme pour le shut-out. Cela ne vaut que dans la zone où elle est posée, et seulement pour les cartes qu’elle couvre.',
            example:
              'Le joueur A a posé 3 Mr. Utterson (J). Le joueur B joue la Transformation sur ce brelan\u00a0: pour A, ces 3 cartes comptent désormais comme H. Quand A ajoute plus tard un quatrième Utterson, celui-ci compte comme J. Un Utterson que B ajoute dans sa propre zone compte aussi comme J.',
          },
          'score-work-in-lab': {
            title: 'Le point du Travail en laboratoire',
            body: 'Chaque Travail en laboratoire posé rapporte 1 point, jamais doublé. Resté en main à la fin, il coûte son point comme n’importe quelle carte.',
          },
          'score-transformation-card': {
            title: 'Les 5 points de la carte Transformation',
            body: 'La carte Transformation vaut elle-même 5 points, jamais doublés. Par défaut, ils reviennent au joueur dans la zone duquel elle est posée, même si c’est l’adversaire qui l’y a mise. Une partie peut aussi les attribuer au joueur qui l’a jouée.',
          },
          'score-shut-out': {
            title: 'Le shut-out',
            body: 'Le joueur qui finit la manche réussit un shut-out quand toutes les cartes posées devant lui correspondent à la face visible\u00a0: les cartes J avec Dr Jekyll, les cartes H avec Mr Hyde. Les cartes J/H et les cartes Maillet conviennent aux deux faces, et les cartes couvertes comptent avec leur nouvelle lettre.',
            more: 'Après un shut-out, le joueur qui a fini marque ses points normalement, et son adversaire marque 0 pour la manche, quelles que soient les cartes qu’il a posées ou gardées en main.',
            example:
              'Un joueur a devant lui beaucoup de cartes J et une seule carte H. Il joue la Transformation sur cette carte H, qui compte alors comme J, puis finit la manche avec Dr Jekyll visible\u00a0: c’est un shut-out.',
          },
          'score-left-in-hand': {
            title: 'Les cartes restées en main',
            body: 'Sans shut-out, le joueur qui n’a pas fini retire la valeur simple de chaque carte restée dans sa main, jamais doublée\u00a0: une Potion coûte 0, un Travail en laboratoire 1. Le score d’une manche peut passer sous zéro, un total aussi.',
            more: 'Casebook permet de saisir ces cartes une à une ou en total de points.',
          },
          'score-transformation-held': {
            title: 'Garder la Transformation en main',
            body: 'Être pris avec la Transformation en main coûte plus que sa valeur. Par défaut, elle coûte sa valeur et 5 de plus\u00a0: 10 avec la valeur imprimée de 5, 17 si votre table a fixé la carte à 12. Une partie peut aussi ne compter que sa valeur. Après un shut-out, peu importe\u00a0: l’adversaire marque 0 de toute façon.',
          },
          'score-void-hand': {
            title: 'La manche nulle',
            body: 'Quand le Case File s’épuise pour la deuxième fois, la manche s’arrête aussitôt et les deux joueurs marquent 0, quelles que soient les cartes posées ou en main. La manche compte quand même comme jouée.',
          },
          'series-target-score': {
            title: 'Partie en 100 points',
            body: 'Une partie se joue en plusieurs manches, souvent trois ou quatre, jusqu’à ce que le total d’un joueur atteigne le score visé\u00a0: 100 par défaut. Vous pouvez choisir un autre objectif, un nombre entier supérieur à 0, au début de la partie.',
          },
          'series-end': {
            title: 'Qui gagne',
            body: 'Après chaque manche, ses points s’ajoutent aux totaux. Dès qu’au moins un total atteint le score visé, la partie s’arrête et le plus haut total l’emporte.',
          },
          'end-tie-break': {
            title: 'Égalité en tête',
            body: 'Si les plus hauts totaux sont égaux, jouez une manche de plus et regardez à nouveau. Une nouvelle égalité appelle encore une manche. Si, après elle, plus personne n’atteint le score visé, la partie continue tout simplement.',
          },
          'series-after-win': {
            title: 'Pas de manche après la victoire',
            body: 'Une partie gagnée est terminée\u00a0: une manche saisie après la manche gagnante est une erreur. Si une manche précédente était fausse, corrigez plutôt celle-ci\u00a0: les totaux et le vainqueur suivent.',
          },
          'variants-why': {
            title: 'Pourquoi des variantes',
            body: 'La règle française et les résumés anglais ne concordent pas partout, et quelques points ne sont écrits nulle part. Là où le doute est réel, Casebook retient une lecture par défaut et propose l’autre comme réglage au début de la partie.',
            more: 'Chaque partie enregistre ses réglages, la valeur de ses cartes et son objectif\u00a0: ses scores ne changent donc jamais ensuite, même si une version ultérieure de Casebook change ses choix par défaut.',
          },
          'variants-transformation-points': {
            title: 'Qui marque la carte Transformation',
            body: 'La règle dit que la Transformation n’est prise en compte que par le joueur chez qui elle est posée. Elle ne dit pas clairement qui marque les 5 points de la carte quand un joueur la pose dans la zone de son adversaire.',
            options: {
              'area-owner':
                'Le joueur chez qui elle est posée marque les 5 points, quel que soit celui qui l’a jouée. C’est la lecture la plus proche de la règle.',
              'player-who-played':
                'Le joueur qui l’a jouée marque les 5 points, même dans la zone adverse. Le changement de lettre ne vaut toujours que là où elle est posée.',
            },
          },
          'variants-transformation-held-penalty': {
            title: 'Ce que coûte la Transformation gardée en main',
            body: 'La règle demande au joueur qui garde la Transformation en main de retirer 5 points supplémentaires. Comme les cartes en main coûtent déjà leur valeur, la carte coûte alors sa valeur et 5 de plus\u00a0: 10 en tout avec la valeur imprimée de 5. Certains résumés lisent ces 5 points comme le coût total. Les réglages portent le nom de leur total avec la valeur imprimée.',
            options: {
              penalty10:
                '10\u00a0: la valeur de la carte, comptée avec le reste de la main, et 5 de plus (10 en tout avec la valeur imprimée de 5).',
              penalty5:
                '5\u00a0: la valeur de la carte, sans rien de plus (5 avec la valeur imprimée).',
            },
          },
          'validation-severity': {
            title: 'Erreurs et avertissements',
            body: 'Casebook vérifie chaque manche pendant la saisie, et chaque fichier de partie qu’il ouvre ou importe. Une erreur signale quelque chose d’impossible à la table, comme plus d’exemplaires d’une carte que le paquet n’en contient\u00a0: la manche ne peut pas être enregistrée tant qu’elle n’est pas corrigée, et un fichier qui contient une erreur n’est pas compté.',
            more: 'Un avertissement signale quelque chose de possible mais d’inhabituel, souvent une saisie qui semble manquer. Les scores sont tout de même calculés\u00a0: vérifiez la manche, puis enregistrez-la si elle est juste. Chaque message nomme sa règle, et chaque règle a ici son entrée, marquée erreur ou avertissement.',
          },
          'count-whole': {
            title: 'Des nombres entiers de cartes',
            body: 'Un nombre de cartes est toujours un nombre entier, 0 ou plus. Toute autre valeur, comme 2,5 ou \u22121, est une erreur.',
          },
          'deck-unknown-card': {
            title: 'Uniquement les cartes de ce paquet',
            body: 'Chaque carte citée dans une manche ou dans la valeur des cartes doit appartenir au paquet de ce jeu. Cela concerne surtout un fichier de partie modifié à la main ou écrit par un autre programme.',
          },
          'hand-went-out-holds-nothing': {
            title: 'Finir, c’est vider sa main',
            body: 'Le joueur qui a fini la manche a défaussé sa dernière carte\u00a0: il ne peut rien lui rester en main. Y saisir des cartes est une erreur.',
          },
          'hand-went-out-card-count': {
            title: 'Assez de cartes pour finir',
            body: 'À chaque tour, on pioche une carte et on en défausse une\u00a0: la main reste à 10 cartes, et une Potion en ajoute même une. Pour la vider, un joueur doit donc avoir posé au moins 10 cartes\u00a0: les cartes Preuve et Travail en laboratoire de sa zone, plus la Transformation s’il l’a jouée.',
            more: 'En dessous, il manque le plus souvent une saisie. Cela reste un avertissement, car les scores peuvent quand même être calculés.',
          },
          'hand-points-left-bound': {
            title: 'Un total que les cartes peuvent faire',
            body: 'Un total de points restés en main additionne la valeur des cartes encore tenues\u00a0: il ne peut pas dépasser ce que valent toutes les cartes qui ne sont ni posées ni saisies dans l’autre main, avec la valeur des cartes de cette partie (la Transformation se compte à part). Un total plus grand est une erreur, le plus souvent une faute de frappe, comme 250 pour 25.',
          },
          'hand-left-in-hand-form': {
            title: 'Une seule façon de saisir la main',
            body: 'Les cartes restées en main se saisissent soit carte par carte, soit en total de points, pas les deux à la fois.',
          },
          'hand-left-in-hand-missing': {
            title: 'Il reste toujours quelque chose',
            body: 'Seul le joueur qui a fini a vidé sa main\u00a0: l’autre garde toujours au moins une carte. Si rien n’est saisi pour lui, Casebook vous avertit. Un total de 0 point compte comme une saisie\u00a0: une main de Potions vaut 0.',
          },
          'players-unique-id': {
            title: 'Chaque joueur une fois',
            body: 'Dans un fichier de partie, deux joueurs ne partagent jamais le même identifiant. Casebook les attribue lui-même\u00a0; cette vérification repère les fichiers abîmés ou modifiés à la main.',
          },
          'players-id-format': {
            title: 'Des identifiants de joueur utilisables',
            body: 'Dans un fichier de partie, l’identifiant de chaque joueur est un code court de 1 à 32 lettres sans accent, chiffres, tirets ou tirets bas. Casebook donne lui-même de tels identifiants à ses joueurs. Un fichier avec un autre genre d’identifiant est refusé, car ses manches ne pourraient pas être vérifiées.',
          },
          'players-known-id': {
            title: 'Uniquement les joueurs de la partie',
            body: 'Tout joueur cité dans une manche, comme donneur, comme celui qui a fini, dans une zone, dans une main ou comme celui qui a joué la Transformation, doit être l’un des deux joueurs de la partie.',
          },
          'log-unknown-field': {
            title: 'Des champs que Casebook ne connaît pas',
            body: 'Un champ d’une main ou des règles de la partie que cette version de Casebook ne connaît pas est conservé dans le fichier, mais ne compte pas dans le score. Casebook le signale, car c’est souvent un nom mal orthographié dont les cartes seraient sinon oubliées.',
          },
          'variants-unknown': {
            title: 'Des variantes connues',
            body: 'Les règles d’un fichier de partie ne peuvent nommer que les variantes de ce jeu. Tout autre nom est refusé, car la partie ne pourrait pas être comptée comme la table l’a jouée.',
          },
        },
      },
    },
  },
})
