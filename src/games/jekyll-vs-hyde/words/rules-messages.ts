import { defineMessages } from '../../../shared/i18n/define-messages'

/**
 * The printed names of the card families, the same in both languages: the table shows the
 * English and the French edition side by side, whatever the reader's language.
 */
const editionNames = {
  en: { pride: 'Pride', wrath: 'Wrath', greed: 'Greed', potion: 'Potion' },
  fr: { pride: 'Orgueil', wrath: 'Colère', greed: 'Envie', potion: 'Potion' },
}

/**
 * Jekyll vs. Hyde (Mandoo)'s rules reference, in the project's own words, written from its spec
 * (`jekyll-vs-hyde.md`): its introduction, its figures (the deck, the track, the table of doubts),
 * its sections and one entry per topic (a title, a `body`, then optional `more` and `example`;
 * the match variant has one line per setting under `options`). Which entry documents which rule
 * id is `src/games/jekyll-vs-hyde/words/reference.ts`.
 */
export const jekyllVsHydeRulesMessages = defineMessages({
  en: {
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
  },
  fr: {
    'jekyll-vs-hyde': {
      reference: {
        name: 'Jekyll vs. Hyde',
        intro:
          'Jekyll vs. Hyde de Geonil (Mandoo Games, 2020), le duel de plis où le Dr Jekyll tente de garder son équilibre pendant que Mr. Hyde tire un marqueur vers son propre bout de la piste, tel que Casebook le compte. Chaque règle que cite un score, une explication ou un message a ici son entrée.',
        figures: {
          deck: {
            caption: 'Le paquet\u00a0: {count} cartes',
            colour: 'Couleur',
            english: 'Édition anglaise',
            french: 'Édition française',
            short: { en: 'EN', fr: 'FR' },
            count: 'Cartes',
            numbers: 'Nombres',
            colours: {
              pride: 'Violet',
              wrath: 'Rouge',
              greed: 'Vert',
              potion: 'Aucune (blanc)',
            },
            names: editionNames,
            potionNote: 'le «\u00a0+\u00a0» gagne une égalité',
            otherPotions: 'selon une critique\u00a0: 1+ à 4+',
            unverified: 'non vérifié',
            legend:
              'Un point d’interrogation signale qu’aucune source lue par Casebook ne le confirme sur une carte. Les noms français sont rattachés à leur couleur par les noms anglais. Si vos potions portent d’autres nombres, corrigez-les au début d’une partie.',
          },
          track: {
            caption: 'La piste de personnalité\u00a0: {count} cases',
            sides: { jekyll: 'côté Jekyll (bleu)', hyde: 'côté Hyde (rouge)' },
            start: 'départ',
            end: 'dernière case',
            unverified: 'côté non vérifié, jamais atteint',
            legend:
              'Comme sur le plateau, le marqueur part de la droite, en position 0, et avance vers la gauche, vers le bout de Hyde, en position 10. Tant qu’il est sur une case bleue, Jekyll entame la manche. Le point d’interrogation est sur la position 5\u00a0: aucune source ne dit de quel côté elle est, et le marqueur ne s’y arrête jamais.',
          },
          doubts: {
            caption: 'Là où la règle laisse un doute, et ce que fait Casebook',
            number: 'N°',
            question: 'Question',
            answer: 'Lecture de Casebook',
            rows: {
              a1: {
                question: 'Les potions vont-elles de 2+ à 5+, ou de 1+ à 4+\u00a0?',
                answer:
                  'Un réglage\u00a0: 2, 3, 4 et 5, sauf si vous les corrigez. Trois sources, dont la version en ligne sous licence, contre une.',
              },
              a2: {
                question: 'Quelle est la longueur de la piste\u00a0?',
                answer:
                  'Un réglage\u00a0: 10 cases à franchir, 11 sur le plateau. Les autres longueurs sont des règles maison.',
              },
              a3: {
                question: 'Quelles positions sont du côté de Jekyll\u00a0?',
                answer:
                  'Celles en dessous de la moitié de la piste, de 0 à 4. La position 5 est incertaine, mais jamais atteinte.',
              },
              a4: {
                question: 'Violet, quand le perdant n’a encore aucun pli\u00a0?',
                answer: 'Rien n’est volé, ni tout de suite ni plus tard.',
              },
              a5: {
                question:
                  'Après une remise à zéro par le rouge, la carte rouge jouée reste-t-elle classée\u00a0?',
                answer: 'Non\u00a0: le classement est vide.',
              },
              a6: {
                question: 'Une carte de couleur jouée contre une potion est-elle classée\u00a0?',
                answer: 'Oui, sauf si cette potion remet le classement à zéro.',
              },
              a7: {
                question:
                  'Une potion entamée, à laquelle on répond par une autre couleur\u00a0: quelle couleur agit\u00a0?',
                answer: 'La carte réellement jouée, pas la couleur annoncée.',
              },
              a8: {
                question: 'Peut-on répondre à une potion par une potion\u00a0?',
                answer: 'Seulement si le second joueur n’a aucune carte de la couleur annoncée.',
              },
              a9: {
                question: 'Un déplacement plus long que les cases restantes\u00a0?',
                answer:
                  'Le marqueur s’arrête sur la dernière case\u00a0; Hyde marque les cases franchies.',
              },
              a10: {
                question: 'Une partie, ou un match retour\u00a0?',
                answer: 'Un réglage\u00a0: une partie, sauf si vous choisissez le match retour.',
              },
              a11: {
                question: 'Un match retour où les deux Hyde marquent autant\u00a0?',
                answer:
                  'Tous deux sur la dernière case\u00a0: le Hyde le plus rapide gagne. Sinon, égalité, sans partie de plus.',
              },
              a12: {
                question: 'Une manche s’arrête-t-elle quand Hyde est sûr de gagner\u00a0?',
                answer: 'Non\u00a0: les 10 plis sont joués, et la fin se vérifie après eux.',
              },
              a13: {
                question: 'Le vert quand il reste une carte en main, ou aucune\u00a0?',
                answer: 'Une carte chacun s’il en reste une\u00a0; rien après le dixième pli.',
              },
            },
          },
        },
        sections: {
          game: {
            title: 'Le jeu en bref',
            lead: 'Deux joueurs aux buts opposés, un paquet de 25 cartes et une piste.',
          },
          round: {
            title: 'Une manche et ses plis',
            lead: 'L’échange, qui entame, et comment se gagne un pli.',
          },
          potions: {
            title: 'Les potions',
            lead: 'Quatre cartes sans couleur dont l’effet dépend de la carte qu’elles rencontrent.',
          },
          evil: {
            title: 'La progression du Mal',
            lead: 'Après le dixième pli, le marqueur avance vers Hyde.',
          },
          end: {
            title: 'La fin d’une partie',
            lead: 'Hyde gagne sur la dernière case, Jekyll en tenant trois manches.',
          },
          entry: {
            title: 'Saisir une manche',
            lead: 'Ce que vous tapez après chaque manche, et ce que Casebook y vérifie.',
          },
          record: {
            title: 'Une manche pli par pli',
            lead: 'Le relevé facultatif de chaque pli, et ce que Casebook y vérifie.',
          },
          referee: {
            title: 'L’arbitre des plis',
            lead: 'Qui remporte un pli, tranché par la règle plutôt que par la voix la plus forte.',
          },
          settings: {
            title: 'Réglages, doutes et faits non vérifiés',
            lead: 'Ce que vous pouvez changer au début d’une partie, et là où la règle n’est pas claire.',
          },
          validation: {
            title: 'Comment Casebook vérifie un fichier de partie',
            lead: 'Ce qu’il refuse, et pourquoi.',
          },
        },
        entries: {
          'game-short': {
            title: 'Deux joueurs, deux buts',
            body: 'Un joueur est le Dr Jekyll, l’autre Mr. Hyde. Une partie compte au plus 3 manches de 10 plis. Après chaque manche, le marqueur de personnalité avance sur une piste vers le bout de Hyde, de l’écart entre les nombres de plis des deux joueurs. Hyde gagne dès que le marqueur atteint la dernière case\u00a0; s’il ne l’a pas atteinte à la fin de la 3e manche, Jekyll gagne.',
            more: 'Jekyll ne cherche donc pas à faire le plus de plis\u00a0: il cherche à garder les deux nombres à égalité. Hyde les veut aussi éloignés que possible, peu importe qui mène.',
          },
          players: {
            title: 'Exactement deux joueurs',
            body: 'Le jeu est un duel\u00a0: un fichier de partie nomme exactement 2 joueurs, chacun avec un identifiant de 1 à 32 lettres, chiffres, tirets ou soulignés, les deux identifiants étant différents. Quelques noms réservés par JavaScript sont refusés comme identifiants. Qui joue Jekyll ne fait pas partie des joueurs\u00a0: chaque manche le dit.',
          },
          'game-deck': {
            title: 'Le paquet\u00a0: 25 cartes',
            body: 'Il compte 21 cartes Lutte de trois couleurs, violet, rouge et vert, numérotées de 1 à 7 dans chaque couleur, et 4 potions sans couleur. Chaque carte est unique. À chaque manche, chaque joueur reçoit 10 cartes\u00a0; les 5 autres restent de côté, cachées, jusqu’à la manche suivante.',
            more: 'Le nombre d’une potion porte un «\u00a0+\u00a0», qui lui fait gagner l’égalité contre une carte Lutte du même nombre. L’édition anglaise appelle la famille verte Greed, l’édition française Envie. Les cartes ne valent aucun point\u00a0: seul compte le nombre de plis.',
          },
          'game-board': {
            title: 'Le plateau et le marqueur',
            body: 'La piste compte 11 cases. Le marqueur commence chaque partie sur la première case, au bout de Jekyll, et n’avance jamais que vers le bout de Hyde. Casebook donne sa position par le nombre de cases franchies\u00a0: 0 au départ, 10 sur la dernière case.',
            more: 'Les cases proches du départ forment le côté bleu de Jekyll\u00a0: les positions inférieures à la moitié de la longueur de la piste, de 0 à 4 sur la piste habituelle. Casebook place la position 5 du côté de Hyde, comme la version en ligne sous licence, bien qu’aucune source ne le tranche. Cela ne change rien\u00a0: le marqueur avance toujours d’un nombre pair de cases, il ne s’y arrête donc jamais.',
          },
          exchange: {
            title: 'Préparation\u00a0: l’échange',
            body: 'Hyde distribue la première manche. Chaque joueur reçoit 10 cartes et 5 sont mises de côté sans être vues. Puis les deux joueurs se passent des cartes en même temps, face cachée\u00a0: 1 carte à la 1re manche, 2 à la 2e, 3 à la 3e. Un joueur qui a reçu 2 potions ou plus doit en glisser au moins une dans les cartes qu’il passe.',
            more: 'Rien de tout cela ne se saisit\u00a0: cela ne laisse aucune trace dans les nombres de plis, et personne ne pourrait le vérifier après coup. L’écran de saisie ne le montre que pour mémoire.',
            example:
              '2e manche\u00a0: chaque joueur passe 2 cartes. Jekyll a reçu 3 potions, donc au moins une de ses 2 cartes est une potion\u00a0; Hyde n’en a qu’une et peut la garder.',
          },
          'round-leader': {
            title: 'Qui entame une manche',
            body: 'Le marqueur décide. Tant qu’il est du côté bleu de Jekyll, Jekyll entame le premier pli de la manche\u00a0; dès qu’il est du côté de Hyde, c’est Hyde. Le marqueur commence chaque partie sur la première case, Jekyll entame donc toujours la 1re manche.',
            example:
              'Après la 1re manche, le marqueur est en position 4\u00a0: Jekyll entame la 2e. S’il avait atteint la position 6, ce serait Hyde.',
          },
          'trick-leader': {
            title: 'Le gagnant entame le pli suivant',
            body: 'Le premier joueur pose n’importe quelle carte de sa main face visible, l’autre répond par une carte, et celui qui remporte le pli garde les deux cartes en une pile de deux, puis entame le pli suivant. Les 10 plis sont joués\u00a0: toutes les cartes en main servent.',
          },
          'colour-ranking': {
            title: 'Le classement des couleurs',
            body: 'Au début d’une manche, aucune couleur n’en bat une autre. La première couleur jouée devient la plus faible. Quand une deuxième couleur apparaît, elle prend la place du milieu, et à cet instant même la couleur pas encore jouée devient la plus forte. Des jetons sur le plateau montrent le classement, la plus faible à gauche.',
            more: 'Les potions n’ont pas de couleur et ne classent donc rien. Une carte Lutte jouée contre une potion est bel et bien jouée\u00a0: sa couleur est classée comme une autre, sauf si cette potion vide le classement.',
            example:
              'Jekyll ouvre la manche avec un 6 violet\u00a0: le violet est le plus faible. Hyde n’a pas de violet et joue un 4 rouge\u00a0: le rouge prend la place du milieu, et le vert, pas encore vu, devient le plus fort.',
          },
          'same-colour': {
            title: 'Deux cartes d’une même couleur',
            body: 'Sans potion dans le pli, quand les deux cartes sont de la même couleur, le plus grand nombre remporte le pli.',
            example: 'Un 2 rouge entamé, un 3 rouge en réponse\u00a0: le 3 rouge gagne.',
          },
          'ranked-colour': {
            title: 'Deux couleurs différentes',
            body: 'Sans potion dans le pli, quand les couleurs diffèrent, la couleur la mieux classée remporte le pli, quels que soient les nombres. Le classement qui compte est celui d’après l’entrée des deux cartes.',
            example:
              'Un 6 violet entamé, un 4 rouge en réponse, en début de manche\u00a0: le rouge est mieux classé que le violet, le 4 rouge gagne. Avec le vert seul classé, un 2 rouge entamé et un 1 violet en réponse\u00a0: le violet devient le plus fort, le 1 violet gagne.',
          },
          'potion-numbers': {
            title: 'Une potion dans le pli\u00a0: les nombres décident',
            body: 'Dès qu’une potion est jouée, par l’un ou l’autre joueur, les couleurs ne comptent plus\u00a0: le plus grand nombre remporte le pli. Le «\u00a0+\u00a0» de la potion tranche une égalité en sa faveur\u00a0: une potion N+ bat une carte Lutte N et perd contre N + 1.',
            more: 'Deux potions ne sont jamais à égalité, leurs nombres étant tous différents. Casebook compare le double du nombre, plus un pour une potion\u00a0: cela revient à donner un demi-point au «\u00a0+\u00a0». Les nombres imprimés sur les potions, de 2+ à 5+ par défaut, ne sont pas vérifiés sur une carte\u00a0: vous pouvez les corriger au début d’une partie.',
            example:
              'Le 2+ bat le 2 vert, mais pas le 3 vert. Le 6 rouge bat le 4+ qui demandait du rouge, et son joueur remporte le pli.',
          },
          'trick-follow': {
            title: 'Fournir',
            body: 'Après une couleur entamée, un joueur qui a cette couleur doit la jouer, ou jouer une potion. Après une potion entamée, le premier joueur annonce une couleur, et un joueur qui l’a doit la jouer, même s’il a aussi une potion. Un joueur qui n’a pas la couleur demandée peut jouer n’importe quelle carte, potion comprise.',
            more: 'Le premier joueur peut entamer n’importe quelle carte et annoncer n’importe quelle couleur, même une qu’il n’a pas. Deux potions ne se rencontrent que si le second joueur n’a aucune carte de la couleur annoncée. L’arbitre des plis refuse une carte contraire à ces règles quand on lui dit ce que le joueur avait en main.',
          },
          'potion-effects': {
            title: 'Ce que fait une potion',
            body: 'Quand un pli contient une seule potion, elle a un effet, fixé par la carte qu’elle a rencontrée\u00a0: l’autre carte du pli, peu importe qui a joué laquelle. Avec le violet, le gagnant vole un pli\u00a0; avec le vert, les joueurs échangent des cartes\u00a0; avec le rouge, le classement des couleurs se vide. Deux potions s’annulent.',
            more: 'Après une potion entamée, l’effet suit la carte réellement jouée, pas la couleur annoncée\u00a0: un joueur qui n’en avait pas et a répondu par une autre couleur fixe l’effet avec cette couleur.',
            example:
              'Le 5+ est entamé et demande du vert. Le second joueur n’a pas de vert et joue un 7 violet\u00a0: le 5+ a rencontré du violet, c’est donc un vol.',
          },
          'effect-steal': {
            title: 'Violet\u00a0: voler un pli',
            body: 'Une potion qui rencontre une carte violette permet au gagnant du pli de prendre un pli, soit deux cartes, dans la pile de son adversaire.',
            more: 'Si le perdant n’a encore gagné aucun pli, il n’y a rien à prendre, et rien n’est pris plus tard non plus. La règle ne le dit pas\u00a0; c’est la seule lecture jouable. Dans tous les cas, les nombres que vous saisissez sont ce que contiennent les piles à la fin.',
          },
          'effect-swap': {
            title: 'Vert\u00a0: échanger des cartes',
            body: 'Une potion qui rencontre une carte verte fait choisir à chaque joueur 2 cartes de sa main, qu’il échange avec l’autre joueur en même temps. S’il ne reste qu’une carte en main, ils en échangent 1\u00a0; après le dixième pli, il ne reste rien à échanger.',
            more: 'Chaque joueur donne autant de cartes qu’il en reçoit\u00a0: tous deux jouent toujours les 10 plis.',
          },
          'effect-reset': {
            title: 'Rouge\u00a0: vider le classement',
            body: 'Une potion qui rencontre une carte rouge fait retirer les jetons de couleur du plateau\u00a0: plus aucune couleur n’est classée, pas même la carte rouge qui vient d’être jouée. La première carte Lutte d’un pli suivant redevient la couleur la plus faible.',
          },
          'effect-cancel': {
            title: 'Deux potions\u00a0: rien ne se passe',
            body: 'Quand les deux cartes d’un pli sont des potions, elles s’annulent\u00a0: aucun effet, et le plus grand nombre remporte le pli. Le classement reste tel quel.',
          },
          'marker-move': {
            title: 'Le marqueur avance vers Hyde',
            body: 'Une fois les 10 plis de la manche joués, retranchez le plus petit nombre de plis du plus grand\u00a0: le marqueur avance d’autant de cases vers le bout de Hyde. Il avance vers Hyde même quand Jekyll a fait plus de plis\u00a0: le Mal progresse toujours.',
            more: 'Les deux nombres font toujours 10 en tout. Chaque joueur commence avec 10 cartes\u00a0; l’échange et le vert font passer autant de cartes dans chaque sens\u00a0; un vol déplace un pli d’une pile à l’autre sans en créer\u00a0; et rien n’arrête une manche en cours. Le déplacement est donc toujours pair, de 0 à 10, et le marqueur ne se trouve que sur des positions paires.',
            example: 'Jekyll fait 6 plis et Hyde 4\u00a0: le marqueur avance de 6 − 4 = 2 cases.',
          },
          'track-end': {
            title: 'Le marqueur s’arrête sur la dernière case',
            body: 'Le marqueur ne dépasse jamais la dernière case. Quand le déplacement d’une manche est plus long que les cases restantes, il s’y arrête, et seules comptent les cases réellement franchies.',
            example:
              'En position 8, une manche à 9 plis contre 1 le ferait avancer de 8 cases\u00a0: il en franchit 2 et s’arrête sur la 10.',
          },
          'hyde-score': {
            title: 'Hyde marque les cases franchies',
            body: 'Le seul nombre que tient ce jeu est l’avancée du marqueur. À chaque manche, Hyde marque les cases franchies par le marqueur, et Jekyll ne marque jamais rien. Le total d’un joueur est ce qu’il a marqué en tant que Hyde.',
            more: 'En une seule partie, le total de Hyde est la position du marqueur et celui de Jekyll vaut 0, et pourtant Jekyll peut très bien gagner\u00a0: c’est le marqueur qui décide, pas les totaux. En match retour, chaque joueur est Hyde une fois, et son total est son score de Hyde, de 0 à 10.',
          },
          'hyde-wins': {
            title: 'Hyde gagne sur la dernière case',
            body: 'Quand le marqueur atteint la dernière case, Hyde gagne aussitôt, que ce soit après la 1re, la 2e ou la 3e manche, et la partie s’arrête là. Cela se vérifie après le dixième pli de la manche, jamais en cours de manche.',
          },
          'jekyll-wins': {
            title: 'Jekyll gagne après la 3e manche',
            body: 'Si le marqueur n’a pas atteint la dernière case à la fin de la 3e manche, Jekyll gagne. Une partie ne finit jamais sur une égalité et n’a jamais de 4e manche.',
          },
          'match-result': {
            title: 'Le match retour',
            body: 'Dans la variante expert, on joue deux parties en inversant les rôles\u00a0: le Hyde de la 1re partie est Jekyll dans la 2e, et le marqueur revient sur la première case, si bien que le Jekyll de la 2e partie entame sa première manche. Chaque Hyde marque la position finale du marqueur, 10 au plus, et le meilleur Hyde gagne le match.',
            more: 'Si les deux Hyde ont atteint la dernière case, celui qui a eu besoin de moins de manches gagne. S’ils en ont eu besoin d’autant, ou s’ils ont marqué autant en dessous de 10, le match se termine sur une égalité\u00a0: aucune partie de plus ne la départage.',
            example:
              'Bram, en Hyde, atteint la dernière case en 2 manches\u00a0; Ada l’atteint en 3\u00a0: Bram gagne le match. Les deux Hyde finissent sur 6\u00a0: égalité.',
          },
          'entry-round': {
            title: 'Ce que vous saisissez après une manche',
            body: 'Seulement le nombre de plis de chaque joueur à la fin de la manche, après un éventuel vol\u00a0: comptez chaque pile par paires de cartes. Qui est Jekyll, et à quelle partie d’un match retour appartient la manche, sont remplis pour vous. Casebook calcule le déplacement, la nouvelle position, les scores et qui entame ensuite.',
            more: 'Les cartes distribuées, l’échange, le pli volé et les cartes échangées ne se saisissent pas\u00a0: ils ne changent aucun nombre, et personne ne pourrait les vérifier une fois les piles mêlées. La saisie rapide ne demande que les plis de Jekyll\u00a0; ceux de Hyde valent 10 moins ce nombre.',
          },
          'entry-record': {
            title: 'Pli par pli, si vous le souhaitez',
            body: 'Une manche peut aussi garder ses plis dans l’ordre où ils ont été joués\u00a0: les deux cartes de chaque pli, celle du premier joueur d’abord, et la couleur annoncée après une potion entamée. Casebook rejoue alors la manche avec l’arbitre des plis et explique chaque pli\u00a0: le classement, qui gagne et pourquoi, l’effet, et si un pli a été volé.',
            more: 'Ce relevé est facultatif\u00a0: les nombres de plis suffisent au score. Quand une manche en a un, il doit concorder avec les nombres.',
          },
          'hand-shape': {
            title: 'Comment s’écrit une manche',
            body: 'Les manches forment une liste. Chaque manche est un objet avec son Jekyll et ses nombres de plis, et peut aussi donner son numéro de partie, son relevé de plis et une note, qui est du texte. Tout autre champ est refusé, pour qu’un nombre mal orthographié ne passe jamais inaperçu.',
          },
          'game-index': {
            title: 'La partie 1, puis la partie 2',
            body: 'Le numéro de partie d’une manche est un nombre entier\u00a0: toujours 1 en une seule partie, où il peut manquer, et 1 ou 2 en match retour. La première manche appartient à la partie 1, et aucune manche ne revient à une partie précédente.',
          },
          role: {
            title: 'Jekyll est l’un des joueurs',
            body: 'Chaque manche désigne son Jekyll par l’identifiant d’un joueur\u00a0: l’un des deux joueurs de la partie. L’autre est Hyde.',
          },
          'role-changed': {
            title: 'Les rôles tiennent toute une partie',
            body: 'Chaque manche d’une partie désigne le même Jekyll que sa première manche.',
          },
          'roles-not-swapped': {
            title: 'La partie retour inverse les rôles',
            body: 'En match retour, le Jekyll de la 2e partie doit être le Hyde de la 1re\u00a0: tout l’intérêt de la variante est que chaque joueur soit Hyde une fois.',
          },
          'tricks-players': {
            title: 'Un nombre pour chaque joueur',
            body: 'Les nombres de plis nomment exactement les deux joueurs de la partie, par identifiant, chacun une fois.',
          },
          'tricks-count': {
            title: 'De 0 à 10 plis',
            body: 'Chaque nombre de plis est un nombre entier de 0 à 10.',
          },
          'tricks-sum': {
            title: 'Dix plis en tout',
            body: 'Les deux nombres font 10 en tout. Chaque pli finit dans l’une des deux piles et un vol ne fait qu’en déplacer un\u00a0: tout autre total est une erreur de compte.',
            example: 'Jekyll 6, Hyde 5\u00a0: refusé, une pile a été mal comptée.',
          },
          'game-not-finished': {
            title: 'La partie 2 attend la fin de la partie 1',
            body: 'Aucune manche de la partie 2 ne peut venir tant que la partie 1 continue. La partie 1 est finie quand Hyde atteint la dernière case, ou après sa 3e manche.',
          },
          'hand-after-end': {
            title: 'Pas de manche après la fin',
            body: 'Une fois une partie finie, que Hyde ait atteint la dernière case ou que la 3e manche ait été jouée, aucune autre manche ne peut la suivre, et rien ne suit la fin du match. Si une manche précédente était fausse, corrigez plutôt celle-ci.',
          },
          'record-length': {
            title: 'Dix plis dans un relevé',
            body: 'Un relevé de plis est une liste d’exactement 10 plis\u00a0: 20 cartes différentes du paquet, les 5 autres ayant été mises de côté.',
          },
          'record-shape': {
            title: 'Comment s’écrit un pli',
            body: 'Chaque pli est un objet avec ses deux cartes dans une liste, celle du premier joueur d’abord. Il peut aussi donner la couleur annoncée et l’identifiant du joueur qui a entamé, et rien d’autre.',
          },
          'record-card': {
            title: 'Uniquement les cartes de ce paquet',
            body: 'Une carte Lutte s’écrit pride-N, wrath-N ou greed-N, avec N de 1 à 7. Une potion s’écrit potion-N, avec N l’un des nombres de potion de la partie.',
            example: 'potion-1 est refusée avec les nombres par défaut, de 2 à 5.',
          },
          'record-card-twice': {
            title: 'Chaque carte une fois',
            body: 'Aucune carte n’apparaît deux fois dans le relevé d’une manche\u00a0: chaque carte du paquet est unique.',
          },
          'record-call': {
            title: 'Une couleur annoncée après une potion seulement',
            body: 'Quand le premier joueur entame une potion, le pli donne la couleur qu’il a annoncée\u00a0: pride, wrath ou greed. Un pli entamé par une carte Lutte n’en donne aucune.',
          },
          'record-lead': {
            title: 'Le bon joueur entame',
            body: 'Casebook déduit qui entame chaque pli\u00a0: le premier d’après le côté du marqueur, chacun des suivants d’après le gagnant du pli précédent. Un pli qui dit qui a entamé doit concorder.',
          },
          'record-revoke': {
            title: 'Une couleur dont on a montré l’absence',
            body: 'Un joueur qui a répondu à une couleur entamée par une autre couleur, ou à une potion entamée par autre chose que la couleur annoncée, a montré qu’il n’avait aucune carte de cette couleur\u00a0: une potion sur une couleur entamée ne montre rien, puisqu’elle était permise. Jouer cette couleur plus tard dans la même manche est alors impossible, sauf si un échange par le vert a eu lieu entre-temps, puisque des cartes ont changé de main.',
            more: 'Les mains ne sont pas saisies\u00a0: c’est la seule faute de fourniture qu’un relevé puisse révéler.',
          },
          'record-tricks': {
            title: 'Le relevé concorde avec les nombres',
            body: 'Les piles que donne le relevé, vols compris, doivent égaler les nombres de plis saisis. Casebook ne les compare que si le relevé n’a aucune autre erreur.',
          },
          referee: {
            title: 'Un seul arbitre pour tous les plis',
            body: 'Une même fonction tranche un pli partout\u00a0: sur l’écran des plis, dans la relecture d’une manche et avec casebook trick en ligne de commande. À partir du classement avant le pli, des deux cartes, de la couleur annoncée après une potion entamée et des nombres des potions, elle dit qui gagne, quel effet a lieu et ce que devient le classement.',
            more: 'Si on lui donne aussi la main du second joueur, elle dit en plus si sa carte était permise. Elle nomme un vol ou un échange sans l’effectuer\u00a0: ils portent sur des piles et des mains qu’elle ne voit pas.',
          },
          'trick-ranking': {
            title: 'Un classement de 0, 1 ou 3 couleurs',
            body: 'Le classement avant un pli liste les couleurs de la plus faible à la plus forte, chacune une fois\u00a0: aucune, une, ou les trois. Deux est impossible, puisque la troisième est classée dès qu’une deuxième l’est.',
          },
          'trick-card': {
            title: 'De vraies cartes, chacune une fois',
            body: 'Les deux cartes doivent appartenir à ce paquet, le nombre d’une potion étant l’un de ceux de la partie, et elles doivent différer. La main du second joueur, quand elle est donnée, ne contient que des cartes du paquet, chacune une fois, dont la carte qu’il a jouée mais pas celle du premier joueur.',
          },
          'trick-call': {
            title: 'La couleur annoncée',
            body: 'Une potion entamée demande une couleur annoncée, pride, wrath ou greed\u00a0; une carte Lutte entamée n’en prend aucune.',
          },
          rules: {
            title: 'Les réglages d’un fichier de partie',
            body: 'Les réglages d’une partie sont un objet d’au plus trois champs\u00a0: la longueur de la piste (targetScore), les variantes et le paquet. Chacun peut manquer, et prend alors sa valeur par défaut.',
          },
          target: {
            title: 'La longueur de la piste',
            body: 'Le nombre de cases entre la première case du marqueur et la dernière\u00a0: 10 sur le plateau, avec ses 11 cases. Hyde gagne quand le marqueur l’atteint, et c’est le plus haut score que puisse faire un Hyde. Casebook accepte tout nombre entier de 1 à 30, en règle maison.',
          },
          variant: {
            title: 'Une partie ou un match retour',
            body: 'La seule variante est le match\u00a0: une seule partie, ou le match retour de la variante expert, deux parties en inversant les rôles. Toute autre variante, ou toute autre valeur, est refusée.',
            options: {
              single: 'Une partie d’au plus 3 manches.',
              'return-match':
                'Deux parties, chaque joueur Hyde une fois\u00a0; le meilleur Hyde gagne.',
            },
          },
          deck: {
            title: 'Les nombres des potions',
            body: 'Les seules données de cartes que vous pouvez corriger sont les nombres des potions\u00a0: 4 nombres entiers différents, de 1 à 7. Par défaut, ce sont 2, 3, 4 et 5\u00a0; une critique donne 1 à 4. Les cartes Lutte, trois couleurs numérotées de 1 à 7, ne peuvent pas être changées.',
            more: 'Ces nombres ne comptent que pour les relevés de plis et l’arbitre\u00a0: un score saisi en nombres de plis n’en dépend jamais.',
          },
          doubts: {
            title: 'Là où la règle laisse un doute',
            body: 'La règle française fait autorité. Là où elle se tait, ou là où les sources divergent, Casebook retient la lecture qu’un lecteur attentif de la règle défendrait, et dit laquelle. Trois de ces lectures sont des réglages que vous choisissez au début d’une partie.',
          },
          unverified: {
            title: 'Ce qui n’est pas vérifié',
            body: 'Certains faits n’ont pas pu être vérifiés sur un vrai jeu de cartes\u00a0: les nombres des potions, de 2+ à 5+ (une critique dit de 1+ à 4+)\u00a0; les noms français des familles rattachés à leur couleur (Orgueil violet, Colère rouge, Envie vert, par les noms anglais)\u00a0; le côté de la position 5 (celui de Hyde, ici)\u00a0; ce que fait un vol par le violet quand le perdant n’a aucun pli\u00a0; et le nombre de cases bleues du plateau imprimé.',
            more: 'Aucun ne change un score saisi en nombres de plis, et les nombres des potions peuvent être corrigés au début d’une partie.',
          },
          'validation-severity': {
            title: 'Uniquement des erreurs',
            body: 'Casebook vérifie chaque manche et chaque fichier de partie qu’il ouvre ou importe. Ce jeu n’a que des erreurs\u00a0: chacune est quelque chose d’impossible à la table, et la manche ne peut pas être comptée tant qu’elle n’est pas corrigée. Chaque message cite sa règle, et chaque règle a ici son entrée.',
            more: 'Dès qu’une manche a une erreur, les manches suivantes ne sont pas vérifiées\u00a0: elles dépendent de la position du marqueur, une seule donnée fausse donne donc un seul message, pas une cascade.',
          },
        },
      },
    },
  },
})
