import { defineMessages } from '../../../shared/i18n/define-messages'
import { jekyllVsHydeTrickProblemMessages } from './referee-messages'

/**
 * Everything Jekyll vs. Hyde's engine says, under the game's own key: one message per rule id of
 * its problems, the breakdown's lines, notes, badges, summaries, settings and the sheet's
 * columns. The engine returns keys and parameters (players as ids); these texts are the
 * project's own words. Its name and the new-game page's line are in `cover.ts`; the card names
 * and the referee's sentences in `referee-messages.ts`.
 */
export const jekyllVsHydeMessages = defineMessages({
  en: {
    'jekyll-vs-hyde': {
      // The roles the history counts (engine/roles.ts).
      roles: { jekyll: 'As Dr. Jekyll', hyde: 'As Mr. Hyde' },
      problems: {
        ...jekyllVsHydeTrickProblemMessages.en,
        players:
          'Jekyll vs. Hyde is played by exactly 2 players, with different ids of 1 to 32 letters, digits, “-” or “_” (check {field}: {value}).',
        rules:
          'The rules hold only targetScore, variants and deck, and variants and deck are objects: check “{field}”.',
        target: 'The track length (targetScore) is a whole number from 1 to 30, not {value}.',
        variant: 'The only variant is match, set to “single” or “return-match”: check “{field}”.',
        deck: 'Only the potion numbers can be changed: “potion” holds “values”, a list of 4 different whole numbers from 1 to 7. Check “{field}”.',
        'hand-shape':
          'A round holds jekyll and tricks, and perhaps game, record and a note in text, nothing else: check “{field}”.',
        'game-index':
          'A round’s game is 1 in a single game, 1 or 2 in a return match; the first round is in game 1 and no round goes back to an earlier game: not {value}.',
        role: 'Jekyll is named by the id of one of the 2 players, not {value}.',
        'role-changed':
          '{player} cannot be Jekyll here: the same player is Jekyll in every round of game {game}.',
        'roles-not-swapped':
          '{player} was Jekyll in game 1: in the return game the roles are swapped.',
        'tricks-players': 'The tricks name each of the 2 players once, by id, and no one else.',
        'tricks-count': 'A trick count is a whole number from 0 to 10, not {value}.',
        'tricks-sum': 'The two counts add up to {sum}: every round is 10 tricks.',
        'game-not-finished':
          'Game 2 cannot start yet: game 1 goes on until the marker reaches the last space or 3 rounds are played (rounds played: {rounds}; marker on {position}).',
        'hand-after-end':
          'This round comes after the end: game {game} was over (rounds played: {rounds}; marker on {position}).',
        'record-length': 'A round’s record lists its 10 tricks, no more and no fewer.',
        'record-shape':
          'A trick of the record holds cards (the 2 cards, the leader’s first), perhaps call, and perhaps lead (one of the players): check “{field}”.',
        'record-card':
          '“{value}” is not a card of this deck: pride, wrath or greed with a number from 1 to 7, or potion with one of the log’s potion numbers.',
        'record-card-twice':
          '{card} is played again in trick {trick}, after trick {first}: every card is unique.',
        'record-call':
          'A potion lead calls a colour, “pride”, “wrath” or “greed”, and a colour lead calls none: not {value}.',
        'record-lead':
          'Trick {trick} is led by the winner of the trick before it (the first trick by the marker’s side), not by {player}.',
        'record-revoke':
          '{player} cannot play {card} in trick {trick}: earlier he showed he held none of its colour, and no green swap came between.',
        'record-tricks':
          'Played through, the record gives {player} {derived} tricks, but the round says {entered}.',
      },
      breakdown: {
        'leader-jekyll':
          '{player} led the first trick: the marker stood on {position} of {length}, on Jekyll’s side.',
        'leader-hyde':
          '{player} led the first trick: the marker stood on {position} of {length}, on Hyde’s side.',
        move: 'Tricks: {jekyll} (Jekyll) {jekyllTricks}, {hyde} (Hyde) {hydeTricks}. The marker moves the difference, {difference}, toward Hyde, whoever took more.',
        'track-end':
          'The track ends at {length}: the marker crosses only {crossed} of the {difference} and stops on the last space.',
        'hyde-score':
          'Hyde scores the spaces crossed, {crossed}: the marker goes from {before} to {position}.',
        'jekyll-score':
          '{player} is Jekyll: Jekyll never scores, and wins by holding the marker back.',
        'hyde-wins':
          'The marker reached the last space: {player} (Hyde) wins game {game} in round {round}.',
        'jekyll-wins':
          'Three rounds played, the marker on {position} of {length}: {player} (Jekyll) wins game {game}.',
        'match-higher':
          'Hyde scores: {first} {firstScore}, {second} {secondScore}. The better Hyde, {winner}, wins the match.',
        'match-faster':
          'Both Hydes reached {firstScore}. Rounds needed: {first} {firstRounds}, {second} {secondRounds}. The faster, {winner}, wins the match.',
        'match-draw-same-rounds':
          'Both Hydes reached {firstScore} in the same number of rounds, {firstRounds}: the match is a draw.',
        'match-draw': 'Both Hydes scored {firstScore}: the match is a draw.',
      },
      badges: {
        'hyde-wins': 'Hyde wins',
        'jekyll-wins': 'Jekyll wins',
        'match-won': 'Wins the match',
        draw: 'Draw',
      },
      summary: {
        round: 'Game {game}, round {round}',
        jekyll: '{player} Jekyll',
        marker: 'marker {before} → {position}',
      },
      sheet: {
        round: 'Game·round',
        jekyll: 'Jekyll',
        leader: 'Led',
        marker: 'Marker',
        'game-round': '{game}·{round}',
        position: '{position}/{length}',
      },
      settings: {
        'track-length': 'Track length',
        match: 'Match',
        'match-single': 'One game',
        'match-return-match': 'Return match: two games, roles swapped',
        potions: 'Potion numbers',
        'potions-unverified': '{values} (not checked against the cards)',
        'potions-changed': '{values} (instead of {defaults})',
      },
    },
  },
  fr: {
    'jekyll-vs-hyde': {
      roles: { jekyll: 'En Dr Jekyll', hyde: 'En Mr Hyde' },
      problems: {
        ...jekyllVsHydeTrickProblemMessages.fr,
        players:
          'Jekyll vs. Hyde se joue à 2 joueurs exactement, avec des identifiants différents de 1 à 32 lettres, chiffres, «\u00a0-\u00a0» ou «\u00a0_\u00a0» (vérifiez {field}\u00a0: {value}).',
        rules:
          'Les règles ne contiennent que targetScore, variants et deck, et variants et deck sont des objets\u00a0: vérifiez «\u00a0{field}\u00a0».',
        target:
          'La longueur de la piste (targetScore) est un nombre entier de 1 à 30, pas {value}.',
        variant:
          'La seule variante est match, qui vaut «\u00a0single\u00a0» ou «\u00a0return-match\u00a0»\u00a0: vérifiez «\u00a0{field}\u00a0».',
        deck: 'Seuls les numéros des potions peuvent changer\u00a0: «\u00a0potion\u00a0» contient «\u00a0values\u00a0», une liste de 4 nombres entiers différents de 1 à 7. Vérifiez «\u00a0{field}\u00a0».',
        'hand-shape':
          'Une manche contient jekyll et tricks, et éventuellement game, record et une note en texte, rien d’autre\u00a0: vérifiez «\u00a0{field}\u00a0».',
        'game-index':
          'La partie d’une manche vaut 1 en partie simple, 1 ou 2 en match retour\u00a0; la première manche est de la partie 1 et aucune manche ne revient à une partie précédente\u00a0: pas {value}.',
        role: 'Jekyll est désigné par l’identifiant de l’un des 2 joueurs, pas {value}.',
        'role-changed':
          '{player} ne peut pas être Jekyll ici\u00a0: le même joueur est Jekyll dans toutes les manches de la partie {game}.',
        'roles-not-swapped':
          '{player} était Jekyll dans la partie 1\u00a0: au match retour, les rôles s’inversent.',
        'tricks-players':
          'Les plis nomment chacun des 2 joueurs une fois, par son identifiant, et personne d’autre.',
        'tricks-count': 'Un nombre de plis est un entier de 0 à 10, pas {value}.',
        'tricks-sum': 'Les deux nombres font {sum} en tout\u00a0: chaque manche compte 10 plis.',
        'game-not-finished':
          'La partie 2 ne peut pas encore commencer\u00a0: la partie 1 continue jusqu’à ce que le marqueur atteigne la dernière case ou que 3 manches soient jouées (manches jouées\u00a0: {rounds}\u00a0; marqueur sur {position}).',
        'hand-after-end':
          'Cette manche vient après la fin\u00a0: la partie {game} était terminée (manches jouées\u00a0: {rounds}\u00a0; marqueur sur {position}).',
        'record-length': 'Le relevé d’une manche liste ses 10 plis, ni plus ni moins.',
        'record-shape':
          'Un pli du relevé contient cards (les 2 cartes, celle du meneur d’abord), éventuellement call, et éventuellement lead (l’un des joueurs)\u00a0: vérifiez «\u00a0{field}\u00a0».',
        'record-card':
          '«\u00a0{value}\u00a0» n’est pas une carte de ce jeu\u00a0: pride, wrath ou greed avec un numéro de 1 à 7, ou potion avec l’un des numéros de potion de la partie.',
        'record-card-twice':
          '{card} est jouée de nouveau au pli {trick}, après le pli {first}\u00a0: chaque carte est unique.',
        'record-call':
          'Une potion entamée annonce une couleur, «\u00a0pride\u00a0», «\u00a0wrath\u00a0» ou «\u00a0greed\u00a0», et une couleur entamée n’en annonce aucune\u00a0: pas {value}.',
        'record-lead':
          'Le pli {trick} est entamé par le gagnant du pli précédent (le premier pli, selon le côté du marqueur), pas par {player}.',
        'record-revoke':
          '{player} ne peut pas jouer {card} au pli {trick}\u00a0: il a montré plus tôt qu’il n’avait aucune carte de cette couleur, et aucun échange vert n’a eu lieu depuis.',
        'record-tricks':
          'Rejoué pli par pli, le relevé donne {derived} plis à {player}, mais la manche en indique {entered}.',
      },
      breakdown: {
        'leader-jekyll':
          '{player} a entamé le premier pli\u00a0: le marqueur était sur {position} sur {length}, du côté de Jekyll.',
        'leader-hyde':
          '{player} a entamé le premier pli\u00a0: le marqueur était sur {position} sur {length}, du côté de Hyde.',
        move: 'Plis\u00a0: {jekyll} (Jekyll) {jekyllTricks}, {hyde} (Hyde) {hydeTricks}. Le marqueur avance de la différence, {difference}, vers Hyde, quel que soit celui qui en a pris le plus.',
        'track-end':
          'La piste s’arrête à {length}\u00a0: le marqueur n’en franchit que {crossed} sur {difference} et s’arrête sur la dernière case.',
        'hyde-score':
          'Hyde marque les cases franchies, {crossed}\u00a0: le marqueur passe de {before} à {position}.',
        'jekyll-score':
          '{player} est Jekyll\u00a0: Jekyll ne marque jamais, et gagne en retenant le marqueur.',
        'hyde-wins':
          'Le marqueur a atteint la dernière case\u00a0: {player} (Hyde) remporte la partie {game} à la manche {round}.',
        'jekyll-wins':
          'Trois manches jouées, le marqueur sur {position} sur {length}\u00a0: {player} (Jekyll) remporte la partie {game}.',
        'match-higher':
          'Scores de Hyde\u00a0: {first} {firstScore}, {second} {secondScore}. Le meilleur Hyde, {winner}, remporte le match.',
        'match-faster':
          'Les deux Hyde ont atteint {firstScore}. Manches nécessaires\u00a0: {first} {firstRounds}, {second} {secondRounds}. Le plus rapide, {winner}, remporte le match.',
        'match-draw-same-rounds':
          'Les deux Hyde ont atteint {firstScore} dans le même nombre de manches, {firstRounds}\u00a0: le match se termine sur une égalité.',
        'match-draw':
          'Les deux Hyde ont marqué {firstScore}\u00a0: le match se termine sur une égalité.',
      },
      badges: {
        'hyde-wins': 'Hyde gagne',
        'jekyll-wins': 'Jekyll gagne',
        'match-won': 'Remporte le match',
        draw: 'Égalité',
      },
      summary: {
        round: 'Partie {game}, manche {round}',
        jekyll: '{player} Jekyll',
        marker: 'marqueur {before} → {position}',
      },
      sheet: {
        round: 'Partie·manche',
        jekyll: 'Jekyll',
        leader: 'Entame',
        marker: 'Marqueur',
        'game-round': '{game}·{round}',
        position: '{position}/{length}',
      },
      settings: {
        'track-length': 'Longueur de la piste',
        match: 'Match',
        'match-single': 'Une partie',
        'match-return-match': 'Match retour\u00a0: deux parties, rôles inversés',
        potions: 'Numéros des potions',
        'potions-unverified': '{values} (non vérifiés sur les cartes)',
        'potions-changed': '{values} (au lieu de {defaults})',
      },
    },
  },
})
