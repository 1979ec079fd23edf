import { defineMessages } from '../../../shared/i18n/define-messages'

/**
 * The words of Jekyll vs. Hyde's screens, under the game's key beside the engine's: the new-game
 * settings, the round entry with its board and live trick helper, the match view and the sheet's
 * small track. What they say comes from the engine; these only word it.
 */
export const jekyllVsHydeHandEntryMessages = defineMessages({
  en: {
    'jekyll-vs-hyde': {
      entry: {
        label: 'Round {number}',
        gridKeys: 'Arrows move between the cards, Space taps one',
        heading: 'Game {game}, round {round}',
        roles: '{jekyll} is Dr. Jekyll, {hyde} is Mr. Hyde.',
        chooseJekyll: 'Who plays Dr. Jekyll in this game?',
        chooseJekyllHint: 'The other player is Mr. Hyde, and deals first.',
        board: {
          title: 'The track',
          jekyllEnd: 'Start · Dr. Jekyll ({name})',
          hydeEnd: 'Mr. Hyde ({name}) · last space',
          now: 'The marker stands on space {position} of {length}, on {side}.',
          next: 'With these tricks it goes to space {position}.',
          sideJekyll: 'Dr. Jekyll’s blue side',
          sideHyde: 'Mr. Hyde’s red side',
          sheet: 'Marker on space {position} of {length}',
        },
        leader: '{name} leads the first trick: the marker is on {side}.',
        exchange:
          'Before the first trick each player passes one card to the other, face down and at the same time. | Before the first trick each player passes {count} cards to the other, face down and at the same time.',
        exchangePotions: 'A player dealt 2 potions or more passes at least one of them.',
        mode: {
          legend: 'How the tricks are entered',
          counts: 'Count the piles at the end',
          tricks: 'Trick by trick, during play',
        },
        tricks: {
          jekyll: '{name}’s tricks (Dr. Jekyll)',
          hyde: '{name}’s tricks (Mr. Hyde)',
          fewer: 'One trick fewer for {name}',
          more: 'One trick more for {name}',
        },
        outcome: {
          move: 'The marker does not move. | The marker moves one space, to {position} of {length}. | The marker moves {count} spaces, to {position} of {length}.',
          nextLeader: '{name} leads the next round.',
          hydeWins: '{name} (Mr. Hyde) wins game {game}: the marker reaches the last space.',
          jekyllWins:
            '{name} (Dr. Jekyll) wins game {game}: three rounds, and the marker is short of the last space.',
          nextGame: 'Game 2 follows, roles swapped: {name} plays Dr. Jekyll and leads.',
          matchWinner: '{name} wins the match.',
          matchDraw: 'The match is a draw.',
          unknown: 'The round’s result shows once it has no problem.',
        },
        note: 'Note (optional)',
        problems: { title: 'To fix before saving' },
        result: {
          title: 'This round',
          tricksToGo: '{count} trick to go before saving | {count} tricks to go before saving',
          tricksAwaited: 'Enter {name}’s tricks (Dr. Jekyll) to save the round',
        },
        colour: { pride: 'purple', wrath: 'red', greed: 'green' },
        family: { pride: 'Pride', wrath: 'Wrath', greed: 'Greed', potion: 'Potions' },
        card: { colour: '{family} {number}', potion: 'Potion {number}+' },
        helper: {
          title: 'Trick by trick',
          piles: 'Tricks in each pile',
          undo: 'Undo the last tap',
          undoWhat: 'Undo: {what}',
          leadToCome: 'lead card to come',
          call: 'Calls {colour}',
          called: '(calls {colour})',
          ranking: 'Colour tokens, weakest first: {colours}',
          rankingEmpty: 'No colour token on the board yet',
          step: {
            lead: 'Trick {number}: {player} leads',
            call: '{player} led a potion: which colour does he call?',
            follow: 'Trick {number}: {player} follows',
          },
          done: 'All 10 tricks are in: the counts come from the piles.',
          stopped: 'This card cannot be right: undo it to go on.',
          taken: '{player} takes trick {number}.',
          why: {
            same: 'Same colour: {winner} beats {loser}.',
            ranked: 'In the ranking, {higher} is above {lower} ({ranking}).',
            potion: 'A potion was played, so the numbers decide: {winner} beats {loser}.',
          },
          effect: {
            steal: 'Purple met a potion: {taker} takes one of {loser}’s tricks.',
            stealNothing: 'Purple met a potion, but {loser} has no trick to take.',
            swap: 'Green met a potion: each player picks 2 cards from his hand (1 if only one is left) and both swap them at the same time.',
            swapLast: 'Green met a potion, but no card is left to swap.',
            reset: 'Red met a potion: take the colour tokens off the board.',
            cancel: 'Two potions: they cancel each other out, nothing happens.',
          },
          fault:
            'Trick {number}: {player} had shown he holds no {colour}, and no green swap has changed the hands since. Check this card, and undo it.',
        },
      },
      newGame: {
        firstJekyll:
          '{jekyll} (player 1) plays Dr. Jekyll in game 1; {hyde} plays Mr. Hyde and deals first.',
        target: 'Track length: spaces from the start to the last one',
        match: 'Match',
        'match-single': 'One game',
        'match-return-match': 'Return match: two games, roles swapped',
        potions: 'Potion numbers',
        unverified: 'Unverified',
        potionsHint:
          'Sources differ: 2+ to 5+ (the default), or 1+ to 4+. Check your cards: four different numbers from 1 to 7.',
        potion: 'Potion {number}',
      },
      match: {
        title: 'The match',
        titleSingle: 'The game',
        game: 'Game {game}',
        roles: 'Dr. Jekyll {jekyll} · Mr. Hyde {hyde}',
        rounds: 'No round yet | 1 round | {count} rounds',
        position: 'Marker on space {position} of {length}',
        winner: '{name} wins',
        inPlay: 'In play',
        notStarted: 'Not started: roles swapped',
        hydeScore: 'Hyde score',
      },
    },
  },
  fr: {
    'jekyll-vs-hyde': {
      entry: {
        label: 'Manche {number}',
        gridKeys: 'Les flèches passent d’une carte à l’autre, Espace en joue une',
        heading: 'Partie {game}, manche {round}',
        roles: '{jekyll} est Dr Jekyll, {hyde} est Mr Hyde.',
        chooseJekyll: 'Qui joue Dr Jekyll dans cette partie\u00a0?',
        chooseJekyllHint: 'L’autre joueur est Mr Hyde, et distribue en premier.',
        board: {
          title: 'La piste',
          jekyllEnd: 'Départ · Dr Jekyll ({name})',
          hydeEnd: 'Mr Hyde ({name}) · dernière case',
          now: 'Le marqueur est sur la case {position} sur {length}, {side}.',
          next: 'Avec ces plis, il va sur la case {position}.',
          sideJekyll: 'côté bleu du Dr Jekyll',
          sideHyde: 'côté rouge de Mr Hyde',
          sheet: 'Marqueur sur la case {position} sur {length}',
        },
        leader: '{name} entame le premier pli\u00a0: le marqueur est {side}.',
        exchange:
          'Avant le premier pli, chaque joueur passe une carte à l’autre, face cachée et en même temps. | Avant le premier pli, chaque joueur passe {count}\u00a0cartes à l’autre, face cachée et en même temps.',
        exchangePotions: 'Un joueur qui a reçu 2\u00a0potions ou plus en passe au moins une.',
        mode: {
          legend: 'Saisie des plis',
          counts: 'Compter les piles à la fin',
          tricks: 'Pli par pli, pendant le jeu',
        },
        tricks: {
          jekyll: 'Plis {deName} (Dr Jekyll)',
          hyde: 'Plis {deName} (Mr Hyde)',
          fewer: 'Un pli de moins pour {name}',
          more: 'Un pli de plus pour {name}',
        },
        outcome: {
          move: 'Le marqueur ne bouge pas. | Le marqueur avance d’une case, sur la case {position} sur {length}. | Le marqueur avance de {count}\u00a0cases, sur la case {position} sur {length}.',
          nextLeader: '{name} entame la manche suivante.',
          hydeWins:
            '{name} (Mr Hyde) gagne la partie {game}\u00a0: le marqueur atteint la dernière case.',
          jekyllWins:
            '{name} (Dr Jekyll) gagne la partie {game}\u00a0: trois manches, et le marqueur n’a pas atteint la dernière case.',
          nextGame: 'La partie 2 suit, rôles inversés\u00a0: {name} joue Dr Jekyll et entame.',
          matchWinner: '{name} gagne le match.',
          matchDraw: 'Le match est nul.',
          unknown: 'Le résultat de la manche s’affiche dès qu’elle n’a plus de problème.',
        },
        note: 'Note (facultative)',
        problems: { title: 'À corriger avant d’enregistrer' },
        result: {
          title: 'Cette manche',
          tricksToGo:
            'Encore {count} pli avant d’enregistrer | Encore {count} plis avant d’enregistrer',
          tricksAwaited: 'Saisissez les plis {deName} (Dr Jekyll) pour enregistrer la manche',
        },
        colour: { pride: 'violet', wrath: 'rouge', greed: 'vert' },
        family: { pride: 'Orgueil', wrath: 'Colère', greed: 'Envie', potion: 'Potions' },
        card: { colour: '{family} {number}', potion: 'Potion {number}+' },
        helper: {
          title: 'Pli par pli',
          piles: 'Plis de chaque pile',
          undo: 'Annuler la dernière touche',
          undoWhat: 'Annuler\u00a0: {what}',
          leadToCome: 'entame à venir',
          call: 'Annonce {colour}',
          called: '(annonce {colour})',
          ranking: 'Jetons de couleur, du plus faible au plus fort\u00a0: {colours}',
          rankingEmpty: 'Aucun jeton de couleur sur le plateau pour l’instant',
          step: {
            lead: 'Pli {number}\u00a0: {player} entame',
            call: '{player} a entamé une potion\u00a0: quelle couleur annonce-t-il\u00a0?',
            follow: 'Pli {number}\u00a0: {player} répond',
          },
          done: 'Les 10\u00a0plis sont saisis\u00a0: les nombres viennent des piles.',
          stopped: 'Cette carte ne peut pas être juste\u00a0: annulez-la pour continuer.',
          taken: '{player} remporte le pli {number}.',
          why: {
            same: 'Même couleur\u00a0: {winner} bat {loser}.',
            ranked: 'Le {higher} est classé au-dessus du {lower} ({ranking}).',
            potion: 'Une potion a été jouée, les valeurs décident\u00a0: {winner} bat {loser}.',
          },
          effect: {
            steal: 'Le violet a rencontré une potion\u00a0: {taker} prend un pli {deLoser}.',
            stealNothing: 'Le violet a rencontré une potion, mais {loser} n’a aucun pli à prendre.',
            swap: 'Le vert a rencontré une potion\u00a0: chaque joueur choisit 2\u00a0cartes de sa main (1 s’il n’en reste qu’une) et tous deux les échangent en même temps.',
            swapLast: 'Le vert a rencontré une potion, mais il ne reste aucune carte à échanger.',
            reset:
              'Le rouge a rencontré une potion\u00a0: retirez les jetons de couleur du plateau.',
            cancel: 'Deux potions\u00a0: elles se neutralisent, il ne se passe rien.',
          },
          fault:
            'Pli {number}\u00a0: {player} avait montré qu’il n’a plus de {colour}, et aucun échange vert n’a changé les mains depuis. Vérifiez cette carte, et annulez-la.',
        },
      },
      newGame: {
        firstJekyll:
          '{jekyll} (joueur 1) joue Dr Jekyll dans la partie 1\u00a0; {hyde} joue Mr Hyde et distribue en premier.',
        target: 'Longueur de la piste\u00a0: cases du départ à la dernière',
        match: 'Match',
        'match-single': 'Une partie',
        'match-return-match': 'Match retour\u00a0: deux parties, rôles inversés',
        potions: 'Valeurs des potions',
        unverified: 'Non vérifiées',
        potionsHint:
          'Les sources diffèrent\u00a0: 2+ à 5+ (par défaut), ou 1+ à 4+. Regardez vos cartes\u00a0: quatre valeurs différentes de 1 à 7.',
        potion: 'Potion {number}',
      },
      match: {
        title: 'Le match',
        titleSingle: 'La partie',
        game: 'Partie {game}',
        roles: 'Dr Jekyll {jekyll} · Mr Hyde {hyde}',
        rounds: 'Aucune manche | 1 manche | {count}\u00a0manches',
        position: 'Marqueur sur la case {position} sur {length}',
        winner: '{name} gagne',
        inPlay: 'En cours',
        notStarted: 'Pas commencée\u00a0: rôles inversés',
        hydeScore: 'Score de Hyde',
      },
    },
  },
})
