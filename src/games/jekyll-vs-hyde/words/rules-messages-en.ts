/**
 * The printed names of the card families, the same in both languages: the table shows the
 * English and the French edition side by side, whatever the reader's language.
 */
export const editionNames = {
  en: { pride: 'Pride', wrath: 'Wrath', greed: 'Greed', potion: 'Potion' },
  fr: { pride: 'Orgueil', wrath: 'Colère', greed: 'Envie', potion: 'Potion' },
}

/** The rules reference in English, the words the French part must match key for key. */
export const jekyllVsHydeRulesMessagesEn = {
  'jekyll-vs-hyde': {
    reference: {
      name: 'Jekyll vs. Hyde',
      intro:
        'Jekyll vs. Hyde by Geonil (Mandoo Games, 2020), the trick-taking duel in which Dr. Jekyll tries to keep his balance while Mr. Hyde drags a marker toward his own end of a track, as Casebook scores it. Every rule a score, an explanation or a message refers to has its entry here.',
      figures: {
        deck: {
          caption: 'The deck: {count} cards',
          colour: 'Colour',
          english: 'English edition',
          french: 'French edition',
          short: { en: 'EN', fr: 'FR' },
          count: 'Cards',
          numbers: 'Numbers',
          colours: {
            pride: 'Purple',
            wrath: 'Red',
            greed: 'Green',
            potion: 'None (white)',
          },
          names: editionNames,
          potionNote: 'the “+” wins a tie',
          otherPotions: 'one review: 1+ to 4+',
          unverified: 'not verified',
          legend:
            'A question mark means that no source Casebook could read confirms it on a card. The French names are matched to their colours through the English ones. If your potions are numbered otherwise, correct them when you start a game.',
        },
        track: {
          caption: 'The personality track: {count} spaces',
          sides: { jekyll: 'Jekyll’s side (blue)', hyde: 'Hyde’s side (red)' },
          start: 'start',
          end: 'last space',
          unverified: 'side not verified, never reached',
          legend:
            'As on the board, the marker starts on the right, at position 0, and moves left toward Hyde’s end, position 10. While it stands on a blue space, Jekyll leads the round. The question mark is on position 5: no source says which side it is on, and the marker never stops there.',
        },
        doubts: {
          caption: 'Where the rules leave a doubt, and what Casebook does',
          number: 'No.',
          question: 'Question',
          answer: 'Casebook’s reading',
          rows: {
            a1: {
              question: 'Are the potions numbered 2+ to 5+, or 1+ to 4+?',
              answer:
                'A setting: 2, 3, 4 and 5 unless you correct them. Three sources, the licensed online version among them, against one.',
            },
            a2: {
              question: 'How long is the track?',
              answer:
                'A setting: 10 spaces to cross, 11 on the board. Other lengths are house rules.',
            },
            a3: {
              question: 'Which positions are Jekyll’s side?',
              answer:
                'Those below half the track, 0 to 4. Position 5 is unsure, but it is never reached.',
            },
            a4: {
              question: 'Purple, when the loser has no trick yet?',
              answer: 'Nothing is stolen, now or later.',
            },
            a5: {
              question: 'After a red reset, is the red card just played still ranked?',
              answer: 'No: the ranking is empty.',
            },
            a6: {
              question: 'Is a colour card played against a potion ranked?',
              answer: 'Yes, unless that potion resets the ranking.',
            },
            a7: {
              question: 'A potion lead answered with another colour: which colour acts?',
              answer: 'The card actually played, not the colour named.',
            },
            a8: {
              question: 'May a potion answer a potion?',
              answer: 'Only when the second player holds none of the colour named.',
            },
            a9: {
              question: 'A move longer than the spaces left?',
              answer: 'The marker stops on the last space; Hyde scores the spaces crossed.',
            },
            a10: {
              question: 'One game, or a return match?',
              answer: 'A setting: one game unless you choose the return match.',
            },
            a11: {
              question: 'A return match with equal Hyde scores?',
              answer:
                'Both on the last space: the faster Hyde wins. Otherwise a draw, with no extra game.',
            },
            a12: {
              question: 'Does a round stop once Hyde is sure to win?',
              answer: 'No: all 10 tricks are played, and the end is checked after them.',
            },
            a13: {
              question: 'Green with one card left in hand, or none?',
              answer: 'One card each when one is left; nothing after the tenth trick.',
            },
          },
        },
      },
      sections: {
        game: {
          title: 'The game in short',
          lead: 'Two players with opposite goals, a deck of 25 cards and a track.',
        },
        round: {
          title: 'A round and its tricks',
          lead: 'The exchange, who leads, and how a trick is won.',
        },
        potions: {
          title: 'Potions',
          lead: 'Four colourless cards whose effect depends on the card they meet.',
        },
        evil: {
          title: 'The progression of evil',
          lead: 'After the tenth trick, the marker moves toward Hyde.',
        },
        end: {
          title: 'The end of a game',
          lead: 'Hyde wins on the last space, Jekyll by holding out for three rounds.',
        },
        entry: {
          title: 'Entering a round',
          lead: 'What you type after each round, and what Casebook checks in it.',
        },
        record: {
          title: 'A round trick by trick',
          lead: 'The optional record of every trick, and what Casebook checks in it.',
        },
        referee: {
          title: 'The trick referee',
          lead: 'Who takes a trick, settled by the rules rather than by the loudest voice.',
        },
        settings: {
          title: 'Settings, doubts and unverified facts',
          lead: 'What you may change when you start a game, and where the rules are unclear.',
        },
        validation: {
          title: 'How Casebook checks a game file',
          lead: 'What it refuses, and why.',
        },
      },
      entries: {
        'game-short': {
          title: 'Two players, two goals',
          body: 'One player is Dr. Jekyll, the other Mr. Hyde. A game has at most 3 rounds of 10 tricks. After each round the personality marker moves along a track toward Hyde’s end, by the gap between the two players’ trick counts. Hyde wins as soon as the marker reaches the last space; if it has not by the end of round 3, Jekyll wins.',
          more: 'So Jekyll does not try to win the most tricks: he tries to keep the two counts level. Hyde wants them as far apart as possible, whoever is ahead.',
        },
        players: {
          title: 'Exactly two players',
          body: 'The game is a duel: a game file names exactly 2 players, each with an id of 1 to 32 letters, digits, hyphens or underscores, the two ids different. A few names JavaScript reserves are refused as ids. Who plays Jekyll is not part of the players: each round says so.',
        },
        'game-deck': {
          title: 'The deck: 25 cards',
          body: 'There are 21 struggle cards in three colours, purple, red and green, each numbered 1 to 7, and 4 potions with no colour. Every card is unique. Each round deals 10 cards to each player; the other 5 stay aside, unseen, until the next round.',
          more: 'A potion’s number carries a “+”, which wins a tie against a struggle card of the same number. The English edition calls the green family Greed and the French one Envie. Cards are worth no points: only the number of tricks counts.',
        },
        'game-board': {
          title: 'The board and the marker',
          body: 'The track has 11 spaces. The marker starts each game on the first space, at Jekyll’s end, and only ever moves toward Hyde’s end. Casebook gives its position as the number of spaces it has crossed: 0 at the start, 10 on the last space.',
          more: 'The spaces nearer the start are Jekyll’s blue side: the positions less than half the track length, 0 to 4 on the usual track. Casebook puts position 5 on Hyde’s side, as the licensed online version does, though no source settles it. It makes no difference: the marker always moves by an even number of spaces, so it never stops there.',
        },
        exchange: {
          title: 'Preparation: the exchange',
          body: 'Hyde deals the first round. Each player gets 10 cards and 5 are set aside unseen. Then both players pass cards to each other at the same time, face down: 1 card in round 1, 2 in round 2, 3 in round 3. A player dealt 2 potions or more must include at least one of them in the cards he passes.',
          more: 'None of this is entered: it leaves no trace in the trick counts, and nobody could check it afterwards. The entry screen only shows it as a reminder.',
          example:
            'Round 2: each player passes 2 cards. Jekyll was dealt 3 potions, so at least one of his 2 cards is a potion; Hyde has one potion and may keep it.',
        },
        'round-leader': {
          title: 'Who leads a round',
          body: 'The marker decides. While it stands on Jekyll’s blue side, Jekyll leads the round’s first trick; once it is on Hyde’s side, Hyde does. The marker starts every game on the first space, so Jekyll always leads round 1.',
          example:
            'After round 1 the marker is on position 4: Jekyll leads round 2. Had it reached position 6, Hyde would.',
        },
        'trick-leader': {
          title: 'The winner leads the next trick',
          body: 'The leader plays any card from his hand face up, the other player answers with one card, and whoever wins the trick keeps both cards as a pile of two, then leads the next trick. All 10 tricks are played, so every card in hand is used.',
        },
        'colour-ranking': {
          title: 'The colour ranking',
          body: 'When a round begins, no colour beats another. The first colour played becomes the weakest. When a second colour appears it takes the middle place, and at that very moment the colour not yet played becomes the strongest. Tokens on the board show the ranking, weakest on the left.',
          more: 'Potions have no colour, so they rank nothing. A struggle card played against a potion is still played: its colour is ranked like any other, unless that potion clears the ranking.',
          example:
            'Jekyll opens the round with purple 6: purple is the weakest. Hyde holds no purple and plays red 4: red takes the middle place, and green, not yet seen, becomes the strongest.',
        },
        'same-colour': {
          title: 'Two cards of one colour',
          body: 'When no potion is in the trick and both cards share a colour, the higher number takes the trick.',
          example: 'Red 2 led, red 3 answered: red 3 wins.',
        },
        'ranked-colour': {
          title: 'Two different colours',
          body: 'When no potion is in the trick and the colours differ, the colour ranked higher takes the trick, whatever the numbers. The ranking that counts is the one after both cards have entered it.',
          example:
            'Purple 6 led, red 4 answered, at the start of a round: red ranks above purple, so red 4 wins. With only green ranked, red 2 led and purple 1 answered: purple becomes the strongest, so purple 1 wins.',
        },
        'potion-numbers': {
          title: 'A potion in the trick: the numbers decide',
          body: 'As soon as a potion is played, by either player, colours stop counting: the higher number takes the trick. The potion’s “+” settles a tie in its favour, so a potion N+ beats a struggle card N and loses to N + 1.',
          more: 'Two potions never tie, since their numbers all differ. Casebook compares twice the number, plus one for a potion: the same as giving the “+” half a point. The potions’ printed numbers, 2+ to 5+ by default, are not verified on a card: you can correct them when you start a game.',
          example:
            '2+ beats green 2 but not green 3. Red 6 beats the 4+ that called red, and its player takes the trick.',
        },
        'trick-follow': {
          title: 'Following',
          body: 'After a colour lead, a player who holds that colour must play it or a potion. After a potion lead, the leader names a colour, and a player who holds it must play it, even if he also has a potion. A player without the colour required may play any card, a potion included.',
          more: 'The leader may lead any card and name any colour, even one he does not hold. Two potions can only meet when the second player holds none of the colour named. The trick referee refuses a card that breaks these rules when it is told what the player held.',
        },
        'potion-effects': {
          title: 'What a potion does',
          body: 'When exactly one potion is in a trick, it has an effect, set by the card it met: the other card of the trick, whoever played which. Purple makes the winner steal a trick, green makes the players swap cards, red clears the colour ranking. Two potions cancel each other.',
          more: 'After a potion lead, the effect follows the card actually played, not the colour named: a player who had none of it and answered with another colour sets the effect with that colour.',
          example:
            'The 5+ is led, calling green. The second player has no green and plays purple 7: the 5+ met purple, so it is a steal.',
        },
        'effect-steal': {
          title: 'Purple: steal a trick',
          body: 'A potion that meets a purple card lets the winner of the trick take one trick, two cards, from the other player’s pile.',
          more: 'If the loser has not won a trick yet, there is nothing to take, and nothing is taken later either. The rulebook does not say so; it is the only reading that can be played. Either way, the counts you enter are what the piles hold at the end.',
        },
        'effect-swap': {
          title: 'Green: swap cards',
          body: 'A potion that meets a green card makes each player choose 2 cards from his hand and swap them with the other player at the same time. With a single card left in hand they swap 1; after the tenth trick nothing is left to swap.',
          more: 'Each player gives as many cards as he gets, so both still play all 10 tricks.',
        },
        'effect-reset': {
          title: 'Red: clear the ranking',
          body: 'A potion that meets a red card sends the colour tokens off the board: no colour is ranked any more, not even the red card just played. The first struggle card of a later trick becomes the weakest colour again.',
        },
        'effect-cancel': {
          title: 'Two potions: nothing happens',
          body: 'When both cards of a trick are potions, they cancel each other: no effect at all, and the higher number takes the trick. The ranking stays as it was.',
        },
        'marker-move': {
          title: 'The marker moves toward Hyde',
          body: 'When the round’s 10 tricks are played, take the smaller trick count from the larger one: the marker moves that many spaces toward Hyde’s end. It moves toward Hyde even when Jekyll won more tricks: evil always advances.',
          more: 'The two counts always add up to 10. Each player starts with 10 cards; the exchange and the green swap trade equal numbers of cards; a steal moves a trick from one pile to the other without making a new one; and nothing ends a round early. So the move is always even, from 0 to 10, and the marker stands only on even positions.',
          example: 'Jekyll takes 6 tricks and Hyde 4: the marker moves 6 − 4 = 2 spaces.',
        },
        'track-end': {
          title: 'The marker stops on the last space',
          body: 'The marker never goes past the last space. When a round’s move is longer than the spaces left, it stops there, and only the spaces actually crossed count.',
          example:
            'On position 8, a round of 9 tricks to 1 would move it 8 spaces: it crosses 2 and stops on 10.',
        },
        'hyde-score': {
          title: 'Hyde scores the spaces crossed',
          body: 'The only number this game keeps is the marker’s progress. Each round Hyde scores the spaces the marker crossed, and Jekyll scores nothing, ever. A player’s total is what he scored while he was Hyde.',
          more: 'In a single game Hyde’s total is the marker’s position and Jekyll’s is 0, yet Jekyll may well win: the marker decides, not the totals. In a return match each player is Hyde once, and his total is his Hyde score, 0 to 10.',
        },
        'hyde-wins': {
          title: 'Hyde wins on the last space',
          body: 'When the marker reaches the last space, Hyde wins at once, whether after round 1, 2 or 3, and the game ends there. It is checked after the round’s tenth trick, never during the round.',
        },
        'jekyll-wins': {
          title: 'Jekyll wins after round 3',
          body: 'If the marker has not reached the last space when round 3 ends, Jekyll wins. A game never ends in a tie and never has a fourth round.',
        },
        'match-result': {
          title: 'The return match',
          body: 'In the expert variant, two games are played with the roles swapped: game 1’s Hyde is Jekyll in game 2, and the marker goes back to the first space, so game 2’s Jekyll leads its first round. Each Hyde scores the marker’s final position, 10 at most, and the better Hyde wins the match.',
          more: 'If both Hydes reached the last space, the one who needed fewer rounds wins. If they needed as many rounds, or scored the same below 10, the match is a draw: no extra game is played to break it.',
          example:
            'Bram, as Hyde, reaches the last space in 2 rounds; Ada reaches it in 3: Bram wins the match. Both Hydes end on 6: a draw.',
        },
        'entry-round': {
          title: 'What you enter after a round',
          body: 'Only how many tricks each player holds at the end of the round, after any steal: count each pile in pairs of cards. Who is Jekyll, and which game of a return match the round belongs to, are filled in for you. Casebook works out the move, the new position, the scores and who leads next.',
          more: 'The cards dealt, the exchange, which trick was stolen and which cards were swapped are not entered: they change no count, and nobody could check them once the piles are mixed. The quick form asks for Jekyll’s tricks only; Hyde’s are 10 minus that.',
        },
        'entry-record': {
          title: 'Trick by trick, if you like',
          body: 'A round may also keep its tricks in the order they were played: the two cards of each trick, the leader’s first, and the colour named after a potion lead. Casebook then replays the round with the trick referee and explains every trick: the ranking, who won and why, the effect, and whether a trick was stolen.',
          more: 'The record is optional: the counts alone decide the score. When a round has one, it must agree with the counts.',
        },
        'hand-shape': {
          title: 'How a round is written',
          body: 'The rounds are a list. Each round is an object with its Jekyll and its trick counts, and may also give its game number, its trick record and a note, which is text. Any other field is refused, so a misspelt count never slips through.',
        },
        'game-index': {
          title: 'Game 1, then game 2',
          body: 'A round’s game number is a whole number: always 1 in a single game, where it may be left out, and 1 or 2 in a return match. The first round belongs to game 1, and no round goes back to an earlier game.',
        },
        role: {
          title: 'Jekyll is one of the players',
          body: 'Each round names its Jekyll by player id: one of the game’s two players. The other one is Hyde.',
        },
        'role-changed': {
          title: 'The roles hold for a whole game',
          body: 'Every round of a game names the same Jekyll as its first round.',
        },
        'roles-not-swapped': {
          title: 'The return game swaps the roles',
          body: 'In a return match, game 2’s Jekyll must be game 1’s Hyde: the point of the variant is that each player is Hyde once.',
        },
        'tricks-players': {
          title: 'A count for each player',
          body: 'The trick counts name exactly the game’s two players, by id, each once.',
        },
        'tricks-count': {
          title: 'From 0 to 10 tricks',
          body: 'Each trick count is a whole number from 0 to 10.',
        },
        'tricks-sum': {
          title: 'Ten tricks in all',
          body: 'The two counts add up to 10. Every trick ends in one of the two piles and a steal only moves one, so any other total is a counting slip.',
          example: 'Jekyll 6 and Hyde 5 is refused: one pile was miscounted.',
        },
        'game-not-finished': {
          title: 'Game 2 waits for game 1',
          body: 'No round of game 2 may come while game 1 is still going on. Game 1 is over when Hyde reaches the last space, or after its third round.',
        },
        'hand-after-end': {
          title: 'No round after the end',
          body: 'Once a game is over, whether Hyde reached the last space or round 3 was played, no further round of it may follow, and nothing follows the end of the match. If an earlier round was wrong, correct that round instead.',
        },
        'record-length': {
          title: 'Ten tricks in a record',
          body: 'A trick record is a list of exactly 10 tricks: 20 different cards of the deck, the other 5 having been set aside.',
        },
        'record-shape': {
          title: 'How a trick is written',
          body: 'Each trick is an object with its two cards in a list, the leader’s first. It may also give the colour named and the id of the player who led, and nothing else.',
        },
        'record-card': {
          title: 'Cards of this deck only',
          body: 'A struggle card is written pride-N, wrath-N or greed-N, with N from 1 to 7. A potion is written potion-N, with N one of the game’s potion numbers.',
          example: 'potion-1 is refused under the default numbers, 2 to 5.',
        },
        'record-card-twice': {
          title: 'Each card once',
          body: 'No card appears twice in a round’s record: every card of the deck is unique.',
        },
        'record-call': {
          title: 'A colour named after a potion lead only',
          body: 'When the leader plays a potion, the trick gives the colour he named: pride, wrath or greed. A trick led with a struggle card names none.',
        },
        'record-lead': {
          title: 'The right player leads',
          body: 'Casebook works out who leads each trick: the first from the marker’s side, every later one from the previous trick’s winner. A trick that says who led must agree.',
        },
        'record-revoke': {
          title: 'A colour shown to be missing',
          body: 'A player who answered a colour lead with another colour, or a potion lead with anything but the colour named, has shown that he holds none of that colour: a potion on a colour lead shows nothing, since it was allowed. Playing that colour later in the same round is then impossible, unless a green swap came in between, since cards changed hands.',
          more: 'Hands are not entered, so this is the one follow mistake a record can reveal.',
        },
        'record-tricks': {
          title: 'The record matches the counts',
          body: 'The piles the record produces, steals included, must equal the trick counts entered. Casebook compares them only when the record has no other error.',
        },
        referee: {
          title: 'One referee for every trick',
          body: 'One function settles a trick everywhere, on the trick screen, in a round’s replay and with casebook trick on the command line. Given the ranking before the trick, the two cards, the colour named after a potion lead and the potion numbers, it says who wins, which effect happens and what the ranking becomes.',
          more: 'Given the second player’s hand as well, it also says whether his card was allowed. It names a steal or a swap without carrying it out: those act on piles and hands it does not see.',
        },
        'trick-ranking': {
          title: 'A ranking of 0, 1 or 3 colours',
          body: 'The ranking before a trick lists colours weakest first, each once: none, one, or all three. Two is impossible, since the third is ranked as soon as a second one is.',
        },
        'trick-card': {
          title: 'Real cards, each once',
          body: 'Both cards must belong to this deck, a potion’s number being one of the game’s, and they must differ. The second player’s hand, when given, holds cards of the deck, each once, including the card he played but not the leader’s.',
        },
        'trick-call': {
          title: 'The colour named',
          body: 'A potion lead needs a colour named, pride, wrath or greed; a lead with a struggle card takes none.',
        },
        rules: {
          title: 'The settings of a game file',
          body: 'A game’s settings are an object with at most three fields: the track length (targetScore), the variants and the deck. Each may be left out, and then takes its default.',
        },
        target: {
          title: 'The track length',
          body: 'The number of spaces from the marker’s first space to the last: 10 on the board, with its 11 spaces. Hyde wins when the marker gets there, and it is the highest score a Hyde can reach. Casebook accepts any whole number from 1 to 30 as a house rule.',
        },
        variant: {
          title: 'One game or a return match',
          body: 'The only variant is the match: a single game, or the rulebook’s expert return match of two games with the roles swapped. Any other variant, or any other value, is refused.',
          options: {
            single: 'One game of up to 3 rounds.',
            'return-match': 'Two games, each player Hyde once; the better Hyde wins.',
          },
        },
        deck: {
          title: 'The potion numbers',
          body: 'The only card data you may correct are the potions’ numbers: 4 different whole numbers from 1 to 7. By default they are 2, 3, 4 and 5; one review lists 1 to 4. The struggle cards, three colours numbered 1 to 7, cannot be changed.',
          more: 'The numbers only matter to trick records and to the referee: a score entered as counts never depends on them.',
        },
        doubts: {
          title: 'Where the rules leave a doubt',
          body: 'The French rulebook is the authority. Where it is silent, or where the sources disagree, Casebook takes the reading a careful reader of the rulebook would defend, and says which. Three of these readings are settings you choose when you start a game.',
        },
        unverified: {
          title: 'What is not verified',
          body: 'Some facts could not be checked on a real set of cards: the potions’ numbers, 2+ to 5+ (one review says 1+ to 4+); the French family names matched to their colours (Orgueil purple, Colère red, Envie green, through the English names); which side position 5 is on (Hyde’s, here); what a purple steal does when the loser has no trick; and how many blue spaces the printed board shows.',
          more: 'None of them changes a score entered as counts, and the potion numbers can be corrected when you start a game.',
        },
        'validation-severity': {
          title: 'Only errors',
          body: 'Casebook checks every round and every game file it opens or imports. This game has errors only: each is something that cannot happen at the table, and the round cannot be scored until it is fixed. Each message names its rule, and every rule has its entry here.',
          more: 'Once a round has an error, the rounds after it are not checked: they depend on where the marker stood, so one wrong fact gives one message, not a cascade.',
        },
      },
    },
  },
}
