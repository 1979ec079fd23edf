import { defineMessages } from '../../../shared/i18n/define-messages'

const numbers = [1, 2, 3, 4, 5, 6, 7]

/**
 * The card names of one language: each colour's family and number, and the potions, whose
 * number carries the "+" that wins ties. A log may number its potions 1 to 7, so all 7 are named.
 */
function cardNames(pride: string, wrath: string, greed: string): Record<string, string> {
  const families = { pride, wrath, greed, potion: 'Potion' }
  return Object.fromEntries(
    Object.entries(families).flatMap(([id, family]) =>
      numbers.map((n) => [`${id}-${n}`, id === 'potion' ? `${family} ${n}+` : `${family} ${n}`]),
    ),
  )
}

/**
 * What Jekyll vs. Hyde's trick referee says, under the game's own key: the card names (which
 * every phrase naming a card of this game uses), the colours, the referee's sentences for
 * `casebook trick` and the lines of a recorded trick in a round's breakdown. The texts are the
 * project's own words.
 */
export const jekyllVsHydeRefereeMessages = defineMessages({
  en: {
    'jekyll-vs-hyde': {
      cards: cardNames('Pride', 'Wrath', 'Greed'),
      colours: { pride: 'Pride (purple)', wrath: 'Wrath (red)', greed: 'Greed (green)' },
      trick: {
        who: { lead: 'the leader', follow: 'the follower' },
        ranking: {
          none: 'No colour is ranked, and two potions rank none.',
          first:
            'No colour was ranked before this trick; these cards rank {played}, weakest first.',
          kept: 'Colours ranked, weakest first: {played}; these cards change nothing.',
          changed:
            'Colours ranked before this trick, weakest first: {before}; with these cards, {played}.',
        },
        won: {
          'same-colour':
            '{card} takes the trick for {who}: both cards are {colour}, so the higher number wins.',
          'ranked-colour':
            '{card} takes the trick for {who}: {colour} ranks above {other}, whatever the numbers.',
          'potion-numbers':
            'A potion is in the trick, so only the numbers count: {card} beats {other} and takes the trick for {who}.',
          'potion-tie':
            'A potion is in the trick, so only the numbers count: {card} beats {other}, the potion’s “+” winning the tie, and takes the trick for {who}.',
        },
        effect: {
          steal:
            'The potion met {colour}: {who} takes one trick (2 cards) from the other player’s pile, if there is one.',
          swap: 'The potion met {colour}: each player picks 2 cards from their hand (1 if only one is left), and they swap them at the same time.',
          reset:
            'The potion met {colour}: the colour tokens come off the board, and the next card played sets the weakest colour.',
          cancel: 'Two potions: they cancel each other out, and nothing else happens.',
        },
        record: {
          cards: 'Trick {number}: {leader} leads {lead}, {follower} plays {follow}.',
          'cards-call':
            'Trick {number}: {leader} leads {lead} and calls {colour}, {follower} plays {follow}.',
          stolen: 'The potion met {colour}: {taker} takes one of {loser}’s tricks.',
          'nothing-to-steal':
            'The potion met {colour}, but {loser} has no trick yet: nothing to take.',
        },
        refused: {
          ranking:
            'The ranking before the trick lists the colours weakest first (pride, wrath, greed), each once: none, one, or all three, since the third is ranked as soon as a second one is.',
          potions:
            'The potions are 4 different whole numbers from 1 to 7 (2, 3, 4 and 5 when left out).',
          'card-unknown':
            '“{card}” ({path}) is not a card of this deck: pride, wrath or greed 1 to 7, or one of the potions.',
          'card-twice':
            'The leader and the follower cannot both play {card}: every card is unique.',
          'hand-not-list': 'The follower’s hand (followerHand) is a list of cards.',
          'hand-unknown': '“{card}” in the follower’s hand is not a card of this deck.',
          'hand-twice': '{card} is twice in the follower’s hand: every card is unique.',
          'hand-lacks-follow':
            'The follower’s hand is what he held just before playing, so it holds the card he played, {card}.',
          'hand-holds-lead': 'The follower’s hand cannot hold {card}: the leader played it.',
          'call-missing': 'A potion lead names a colour (call): pride, wrath or greed.',
          'call-unknown': '“{call}” is not a colour the leader can call: pride, wrath or greed.',
          'call-on-colour': 'Only a potion lead names a colour: a colour lead has no call.',
          'follow-lead-colour':
            'The follower held {colour}, the colour led: he had to play that colour or a potion.',
          'follow-called-colour':
            'The follower held {colour}, the colour called: he had to play it, even holding a potion.',
        },
      },
    },
  },
  fr: {
    'jekyll-vs-hyde': {
      cards: cardNames('Orgueil', 'Colère', 'Envie'),
      colours: { pride: 'Orgueil (violet)', wrath: 'Colère (rouge)', greed: 'Envie (vert)' },
      trick: {
        who: { lead: 'le joueur qui a entamé', follow: 'le second joueur' },
        ranking: {
          none: 'Aucune couleur n’est classée, et deux potions n’en classent aucune.',
          first:
            'Aucune couleur n’était classée avant ce pli\u00a0; ces cartes classent {played}, de la plus faible à la plus forte.',
          kept: 'Couleurs classées, de la plus faible à la plus forte\u00a0: {played}\u00a0; ces cartes n’y changent rien.',
          changed:
            'Couleurs classées avant ce pli, de la plus faible à la plus forte\u00a0: {before}\u00a0; avec ces cartes, {played}.',
        },
        won: {
          'same-colour':
            '{card} remporte le pli pour {who}\u00a0: les deux cartes sont de la famille {colour}, le plus grand nombre l’emporte donc.',
          'ranked-colour':
            '{card} remporte le pli pour {who}\u00a0: au classement, {colour} bat {other}, quels que soient les nombres.',
          'potion-numbers':
            'Une potion est dans le pli, seuls les nombres comptent donc\u00a0: {card} bat {other} et remporte le pli pour {who}.',
          'potion-tie':
            'Une potion est dans le pli, seuls les nombres comptent donc\u00a0: {card} bat {other}, car le «\u00a0+\u00a0» de la potion gagne l’égalité, et remporte le pli pour {who}.',
        },
        effect: {
          steal:
            'La potion a rencontré {colour}\u00a0: {who} prend un pli (2 cartes) dans la pile de l’autre joueur, s’il en a un.',
          swap: 'La potion a rencontré {colour}\u00a0: chaque joueur choisit 2 cartes de sa main (1 s’il ne lui en reste qu’une), et ils les échangent en même temps.',
          reset:
            'La potion a rencontré {colour}\u00a0: les jetons de couleur quittent le plateau, et la prochaine carte jouée fixera la couleur la plus faible.',
          cancel: 'Deux potions\u00a0: elles se neutralisent, et il ne se passe rien d’autre.',
        },
        record: {
          cards:
            'Pli {number}\u00a0: {leader} entame avec {lead}, {follower} répond avec {follow}.',
          'cards-call':
            'Pli {number}\u00a0: {leader} entame avec {lead} et annonce {colour}, {follower} répond avec {follow}.',
          stolen: 'La potion a rencontré {colour}\u00a0: {taker} prend un des plis {deLoser}.',
          'nothing-to-steal':
            'La potion a rencontré {colour}, mais {loser} n’a encore aucun pli\u00a0: rien à prendre.',
        },
        refused: {
          ranking:
            'Le classement avant le pli liste les couleurs de la plus faible à la plus forte (pride, wrath, greed), chacune une fois\u00a0: aucune, une, ou les trois, car la troisième est classée dès qu’une deuxième l’est.',
          potions:
            'Les potions sont 4 nombres entiers différents de 1 à 7 (2, 3, 4 et 5 s’ils sont omis).',
          'card-unknown':
            '«\u00a0{card}\u00a0» ({path}) n’est pas une carte de ce jeu\u00a0: pride, wrath ou greed de 1 à 7, ou l’une des potions.',
          'card-twice':
            'Les deux joueurs ne peuvent pas jouer tous deux {card}\u00a0: chaque carte est unique.',
          'hand-not-list': 'La main du second joueur (followerHand) est une liste de cartes.',
          'hand-unknown':
            '«\u00a0{card}\u00a0» n’est pas une carte de ce jeu (main du second joueur).',
          'hand-twice':
            '{card} figure deux fois dans la main du second joueur\u00a0: chaque carte est unique.',
          'hand-lacks-follow':
            'La main du second joueur est celle qu’il tenait juste avant de jouer\u00a0: elle contient donc la carte qu’il a jouée, {card}.',
          'hand-holds-lead':
            'La main du second joueur ne peut pas contenir {card}\u00a0: le joueur qui a entamé l’a jouée.',
          'call-missing':
            'Qui entame d’une potion annonce une couleur (call)\u00a0: pride, wrath ou greed.',
          'call-unknown':
            '«\u00a0{call}\u00a0» n’est pas une couleur que l’on peut annoncer\u00a0: pride, wrath ou greed.',
          'call-on-colour':
            'Seule une potion entamée annonce une couleur\u00a0: une carte de couleur entamée n’a pas d’annonce.',
          'follow-lead-colour':
            'Le second joueur avait {colour}, la couleur entamée\u00a0: il devait jouer cette couleur ou une potion.',
          'follow-called-colour':
            'Le second joueur avait {colour}, la couleur annoncée\u00a0: il devait la jouer, même avec une potion en main.',
        },
      },
    },
  },
})

/**
 * One message per error of the trick referee, for the game's `problems` (`problemKey`): what a
 * screen shows beside a refused trick. The command line says more exactly what is wrong
 * (`trick.refused`).
 */
export const jekyllVsHydeTrickProblemMessages = defineMessages({
  en: {
    'trick-ranking':
      'The ranking before the trick holds no colour, one, or all three, each once, weakest first.',
    'trick-card':
      'Every card of the trick, and of the follower’s hand, is a card of this deck, once; the hand holds the card followed, not the one led.',
    'trick-call': 'A potion lead calls a colour (pride, wrath or greed); a colour lead calls none.',
    'trick-follow':
      'The follower held the colour he had to play: the colour led (or else a potion), or after a potion lead the colour called.',
  },
  fr: {
    'trick-ranking':
      'Le classement avant le pli ne compte aucune couleur, une, ou les trois, chacune une fois, de la plus faible à la plus forte.',
    'trick-card':
      'Chaque carte du pli et de la main du second joueur est une carte de ce jeu, une seule fois\u00a0; la main contient la carte jouée en réponse, pas celle d’entame.',
    'trick-call':
      'Une potion entamée annonce une couleur (pride, wrath ou greed)\u00a0; une carte de couleur n’en annonce aucune.',
    'trick-follow':
      'Le second joueur avait la couleur qu’il devait jouer\u00a0: la couleur entamée (ou à défaut une potion), ou après une potion la couleur annoncée.',
  },
})
