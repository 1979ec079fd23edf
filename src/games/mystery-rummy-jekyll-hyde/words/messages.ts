import { defineMessages } from '../../../shared/i18n/define-messages'

/**
 * What the engine says of Mystery Rummy: Dr. Jekyll & Mr. Hyde, under its game id: card names,
 * sides, one message per rule id of its problems, the breakdown's lines, what heads a hand, its
 * settings and the marks in the sheet. The engine returns keys and parameters; these texts are
 * the project's own words. Its name is in `cover.ts`, in the app's first catalog; the hand
 * form's and what-if's words are beside this file.
 */
export const mysteryRummyJekyllHydeMessages = defineMessages({
  en: {
    'mystery-rummy-jekyll-hyde': {
      cards: {
        utterson: 'Mr. Utterson',
        poole: 'Poole the Butler',
        'jekylls-will': "Dr. Jekyll's Will",
        'jekylls-theory': "Dr. Jekyll's Theory",
        'carew-murder-case': 'Carew Murder Case',
        'hyde-awakes': 'Hyde Awakes',
        'hydes-hideaway': "Hyde's Hideaway",
        'enfields-story': "Mr. Enfield's Story",
        'lanyons-story': "Dr. Lanyon's Story",
        stevenson: 'Robert Louis Stevenson',
        'work-in-lab': 'Work in Lab',
        transformation: 'Transformation',
        potion: 'Potion',
      },
      side: { J: 'Dr. Jekyll', H: 'Mr. Hyde' },
      /** A side as what cards match: French says "au Dr Jekyll" but "à Mr Hyde". */
      sideMatched: { J: 'Dr. Jekyll', H: 'Mr. Hyde' },
      problems: {
        variants: {
          unknown: '"{variant}" is not a variant of this game.',
        },
        deck: {
          'unknown-card': '"{card}" is not a card of this game.',
          'card-value': 'The value of {card} must be a whole number from 0 to {max}, not {value}.',
          'card-count': '{found} × {card} in this hand, but the deck has only {max}.',
        },
        count: { whole: 'A number of cards must be a whole number, 0 or more, not {value}.' },
        meld: { minimum: '{card} is on the table, but nobody has a meld of 3 or more of it.' },
        transformation: {
          single: 'The deck has one Transformation; this hand has {found}.',
          family: 'The Transformation only covers J or H Evidence cards, not {card}.',
          coverage:
            'The Transformation covers one card, or a whole meld (3 or more), of the {max} × {card} in this area; not {value}.',
        },
        hand: {
          'points-left-bound':
            '{player} cannot hold {value} points: the cards not on the table are worth {max} at most.',
          'went-out-holds-nothing': '{player} went out, so nothing is left in their hand.',
          'went-out-card-count':
            '{player} went out, but the cards put on the table ({found}) are fewer than the {min} it takes to empty a hand. Is an entry missing?',
          'left-in-hand-form':
            'Enter the cards left in hand card by card or as a points total, not both.',
          'left-in-hand-missing':
            "Nothing is entered as left in {player}'s hand; a player who did not go out always holds at least one card.",
        },
      },
      breakdown: {
        doubled: '{count} × {card} [{letter}] at {value}: doubled, {side} is up',
        'other-letter': '{count} × {card} [{letter}] at {value}: not doubled, {side} is up',
        'never-doubles': '{count} × {card} [J/H] at {value}: never doubles',
        transformed: '(Transformation: {printed} counts as {letter})',
        'with-transformation': '{counted} {transformed}',
        'work-in-lab': '{count} × Work in Lab at {value}: never doubles',
        'transformation-card-owner':
          "Transformation card resting in {area}'s area: its points go to {area}",
        'transformation-card-player':
          "Transformation card played by {playedBy} into {area}'s area: its points go to {playedBy}, who played it",
        'transformation-card-player-own':
          'Transformation card played by {playedBy} into their own area: its points go to {playedBy}',
        // Made and suffered both name who made it: "Shut-out" and "Shut out" are too easily mixed up.
        'shut-out-made': '{by} made a shut-out: every card in front of them matches {side}',
        // {cards} lists the groups (at-fault, at-fault-transformed); {count} is how many cards.
        'shut-out-missed':
          'No shut-out: {cards} does not match {side} | No shut-out: {cards} do not match {side}',
        'at-fault': '{count} × {card}',
        // Always the last group of the list, just before the verb: hence the closing comma.
        'at-fault-transformed': '{count} × {card}, transformed to {letter},',
        'shut-out-suffered': 'Nothing counts this hand: {by} made a shut-out',
        'left-in-hand': '{count} × {card} left in hand at {value}',
        'left-in-hand-total': 'Cards left in hand (points total entered)',
        'transformation-held':
          'Transformation still in hand: face value {face} + {extra} = {total}',
        'transformation-held-face': 'Transformation still in hand: face value {face}',
        'void-hand': 'The Case File ran out twice: nobody scores this hand',
      },
      deck: {
        'changed-value': '{card} {value} (default {defaultValue})',
      },
      summary: {
        'side-up': '{side} up',
        'went-out': '{player} went out',
        'case-file-exhausted': 'Void: the Case File ran out twice',
        dealer: 'dealt by {player}',
      },
      settings: {
        target: 'Target score',
        'transformation-points': "The Transformation card's points go to",
        'points-area-owner': 'the player in whose area it rests',
        'points-player-who-played': 'the player who played it',
        'transformation-held': 'Holding the Transformation at the end of a hand costs',
        'penalty-10': 'its face value and 5 more points',
        'penalty-5': 'its face value',
        'card-values': 'Card values',
      },
      sheet: {
        dealer: 'Dealer',
        side: 'Side up',
        ending: 'How it ended',
        'shut-out': 'Shut-out by',
        'went-out': '{player} went out',
      },
      badge: {
        'shut-out': 'Shut-out by {by}',
        void: 'Void hand',
      },
    },
  },
  fr: {
    'mystery-rummy-jekyll-hyde': {
      cards: {
        utterson: 'Mr. Utterson',
        poole: 'Poole the Butler',
        'jekylls-will': "Dr. Jekyll's Will",
        'jekylls-theory': "Dr. Jekyll's Theory",
        'carew-murder-case': 'Carew Murder Case',
        'hyde-awakes': 'Hyde Awakes',
        'hydes-hideaway': "Hyde's Hideaway",
        'enfields-story': "Mr. Enfield's Story",
        'lanyons-story': "Dr. Lanyon's Story",
        stevenson: 'Robert Louis Stevenson',
        'work-in-lab': 'Travail en laboratoire',
        transformation: 'Transformation',
        potion: 'Potion',
      },
      side: { J: 'Dr Jekyll', H: 'Mr Hyde' },
      sideMatched: { J: 'au Dr Jekyll', H: 'à Mr Hyde' },
      problems: {
        variants: {
          unknown: '«\u00a0{variant}\u00a0» n’est pas une variante de ce jeu.',
        },
        deck: {
          'unknown-card': '«\u00a0{card}\u00a0» n’est pas une carte de ce jeu.',
          'card-value': 'La valeur de {card} doit être un nombre entier de 0 à {max}, pas {value}.',
          'card-count': '{found} × {card} dans cette manche, mais le jeu n’en compte que {max}.',
        },
        count: {
          whole: 'Un nombre de cartes doit être un nombre entier positif ou nul, pas {value}.',
        },
        meld: {
          minimum:
            '{card} est sur la table, mais personne n’en a posé de brelan (3 cartes ou plus).',
        },
        transformation: {
          single: 'Le jeu ne compte qu’une Transformation\u00a0; cette manche en a {found}.',
          family: 'La Transformation ne couvre que des cartes Preuve J ou H, pas {card}.',
          coverage:
            'La Transformation couvre une carte seule, ou un brelan entier (3 cartes ou plus), parmi les {max} × {card} de cette zone\u00a0; pas {value}.',
        },
        hand: {
          'points-left-bound':
            '{player} ne peut pas avoir {value}\u00a0points en main\u00a0: les cartes qui ne sont pas posées valent {max} au plus.',
          'went-out-holds-nothing':
            '{player} a fini la manche\u00a0: il ne lui reste aucune carte en main.',
          'went-out-card-count':
            '{player} a fini la manche, mais les cartes posées ({found}) sont moins nombreuses que les {min} qu’il faut pour vider sa main. Manque-t-il une saisie\u00a0?',
          'left-in-hand-form':
            'Saisissez les cartes restées en main carte par carte ou en total de points, pas les deux.',
          'left-in-hand-missing':
            'Aucune carte n’est saisie dans la main {dePlayer}\u00a0; le joueur qui n’a pas fini la manche garde toujours au moins une carte.',
        },
      },
      breakdown: {
        doubled:
          '{count} × {card} [{letter}] à {value}\u00a0: doublée, {side} est visible | {count} × {card} [{letter}] à {value}\u00a0: doublées, {side} est visible',
        'other-letter':
          '{count} × {card} [{letter}] à {value}\u00a0: non doublée, {side} est visible | {count} × {card} [{letter}] à {value}\u00a0: non doublées, {side} est visible',
        'never-doubles':
          '{count} × {card} [J/H] à {value}\u00a0: jamais doublée | {count} × {card} [J/H] à {value}\u00a0: jamais doublées',
        transformed: '(Transformation\u00a0: {printed} compte comme {letter})',
        'with-transformation': '{counted} {transformed}',
        'work-in-lab':
          '{count} × Travail en laboratoire à {value}\u00a0: jamais doublée | {count} × Travail en laboratoire à {value}\u00a0: jamais doublées',
        'transformation-card-owner':
          'Carte Transformation posée dans la zone {deArea}\u00a0: ses points vont à {area}',
        'transformation-card-player':
          'Carte Transformation jouée par {playedBy} dans la zone {deArea}\u00a0: ses points vont à {playedBy}, qui l’a jouée',
        'transformation-card-player-own':
          'Carte Transformation jouée par {playedBy} dans sa propre zone\u00a0: ses points vont à {playedBy}',
        'shut-out-made':
          '{by} a réussi un shut-out\u00a0: toutes ses cartes posées correspondent {side}',
        'shut-out-missed':
          'Pas de shut-out\u00a0: {cards} ne correspond pas {side} | Pas de shut-out\u00a0: {cards} ne correspondent pas {side}',
        'at-fault': '{count} × {card}',
        'at-fault-transformed':
          '{count} × {card}, transformée en {letter}, | {count} × {card}, transformées en {letter},',
        'shut-out-suffered': 'Rien ne compte cette manche\u00a0: {by} a réussi un shut-out',
        'left-in-hand':
          '{count} × {card} restée en main à {value} | {count} × {card} restées en main à {value}',
        'left-in-hand-total': 'Cartes restées en main (total de points saisi)',
        'transformation-held':
          'Transformation restée en main\u00a0: valeur faciale {face} + {extra} = {total}',
        'transformation-held-face': 'Transformation restée en main\u00a0: valeur faciale {face}',
        'void-hand':
          'Le talon (Case File) est épuisé pour la deuxième fois\u00a0: personne ne marque',
      },
      deck: {
        'changed-value': '{card} {value} ({defaultValue} par défaut)',
      },
      summary: {
        'side-up': '{side} visible',
        'went-out': '{player} a fini la manche',
        'case-file-exhausted': 'Nulle\u00a0: talon (Case File) épuisé deux fois',
        dealer: 'donneur\u00a0: {player}',
      },
      settings: {
        target: 'Score à atteindre',
        'transformation-points': 'Les points de la carte Transformation vont à',
        'points-area-owner': 'le joueur chez qui elle est posée',
        'points-player-who-played': 'le joueur qui l’a jouée',
        'transformation-held': 'Garder la Transformation en main à la fin de la manche coûte',
        'penalty-10': 'sa valeur et 5 points de plus',
        'penalty-5': 'sa valeur',
        'card-values': 'Valeur des cartes',
      },
      sheet: {
        dealer: 'Donneur',
        side: 'Face visible',
        ending: 'Fin de la manche',
        'shut-out': 'Shut-out de',
        'went-out': '{player} a fini',
      },
      badge: {
        'shut-out': 'Shut-out {deBy}',
        void: 'Manche nulle',
      },
    },
  },
})
