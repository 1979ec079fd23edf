import { defineMessages } from '../../../shared/i18n/define-messages'
import { bambusHandEntryMessages } from './hand-entry-messages'
import { bambusLiveTrickMessages } from './live-trick-messages'
import { bambusProblemMessages } from './problem-messages'

/**
 * Everything Dr. Jekyll & Mr. Hyde (Bambus) says, under the game\'s own key: card names, sides,
 * one message per rule id of its problems, the breakdown\'s lines, its settings and the trick
 * referee\'s sentences. The engine returns keys and parameters (cards and players as ids); these
 * texts are the project\'s own words. Location names no source gives read "Location N". Its name
 * and the line the new-game page shows are in `cover.ts`, in the app's first catalog; its
 * problems and its hand form's words in their own files.
 */
export const jekyllHydeBambusMessages = defineMessages({
  en: {
    'jekyll-hyde-bambus': {
      ghost: 'Ghost',
      sides: { jekyll: 'Dr. Jekyll', hyde: 'Mr. Hyde' },
      // The roles the history counts (engine/roles.ts); the solo's, hand by hand.
      roles: {
        'jekyll-team': 'In the Jekyll team',
        'hyde-team': 'In the Hyde team',
        solo: 'As the solo (hands)',
        'against-solo': 'Against the solo (hands)',
      },
      // A side after "of": French contracts "de le Dr" into "du Dr".
      sidesOf: { jekyll: 'of Dr. Jekyll', hyde: 'of Mr. Hyde' },
      cards: {
        'j-transformation': 'Transformation (Jekyll)',
        'j-a': 'Dr. Jekyll (A)',
        'j-b': 'Mr. Utterson (B, Jekyll)',
        'j-c': 'Dr. Lanyon (C, Jekyll)',
        'j-d': 'Mr. Enfield (D, Jekyll)',
        'j-e': 'Poole (E, Jekyll)',
        'j-f3': 'Location 3 (Jekyll)',
        'j-f4': 'Location 4 (Jekyll)',
        'j-f5': 'Location 5 (Jekyll)',
        'j-f6': 'Location 6 (Jekyll)',
        'j-f7': 'Location 7 (Jekyll)',
        'j-charity': 'Charity',
        'j-pity': 'Pity',
        'j-remorse': 'Remorse',
        'h-transformation': 'Transformation (Hyde)',
        'h-a': 'Mr. Hyde (A)',
        'h-b': 'Mr. Utterson (B, Hyde)',
        'h-c': 'Dr. Lanyon (C, Hyde)',
        'h-d': 'Mr. Enfield (D, Hyde)',
        'h-e': 'Poole (E, Hyde)',
        'h-f3': 'Location 3 (Hyde)',
        'h-f4': 'Location 4 (Hyde)',
        'h-f5': 'Location 5 (Hyde)',
        'h-f6': "Mr. Hyde's apartment (6, Hyde)",
        'h-f7': 'Location 7 (Hyde)',
        'h-fury': 'Fury',
        'h-brutality': 'Brutality',
        'h-murder': 'Murder',
      },
      unverified: {
        name: 'No source names this card yet: read its name off your own card.',
        'english-name':
          'The printed English name is not known: this one translates the French rules.',
      },
      problems: bambusProblemMessages.en,
      breakdown: {
        'point-card': '{card}: worth {value}',
        transformation: '{card}: a Transformation, worth {value}',
        'own-action': '{card}: its own action, ×{multiplier}',
        'denied-by-jekyll': "{card} (Mr. Hyde's): worth nothing to Dr. Jekyll, denied to Mr. Hyde",
        'denied-by-hyde': "{card} (Dr. Jekyll's): worth nothing to Mr. Hyde, denied to Dr. Jekyll",
        'no-own-action':
          '{side} took none of its own actions: its multiplier is 0, so it scores nothing',
        formula: '({points}) × ({multipliers}) = {score}',
        'each-jekyll-player':
          "{first} and {second} each receive the full {score}: with 3 players, both Jekyll players score their side's points",
        neutral:
          'Neutral pile, {count} cards: a Transformation in the last trick, so they score for nobody',
        'neutral-card': '{card} ({value}): scores for nobody',
        'neutral-action': "{card}: multiplies nobody's points",
      },
      badges: {
        'no-own-action': '×0: no\u00a0action',
        neutral: '{count} neutral cards',
        won: 'Wins the game',
        shared: 'A shared win',
      },
      settings: {
        target: 'Target score',
        'seating-card': 'Seating card',
        'seating-card-A': 'A: partners sit opposite each other',
        'seating-card-B': 'B: partners sit side by side',
        'first-jekyll': 'Dr. Jekyll’s team',
        'first-jekyll-leader': 'the first leader’s team',
        'first-jekyll-dealer': 'the first dealer’s team',
        'end-tie': 'Tied at the top at the end',
        'end-tie-extra-hand': 'one more hand',
        'end-tie-shared': 'the tied share the win',
        'card-values': 'Card values',
        'points-value': '{card} = {value} (printed: {defaultValue})',
        'multiplier-value': '{card} = ×{value} (printed: ×{defaultValue})',
      },
      sheet: { dealer: 'Dealer', solo: 'Solo' },
      'first-hand': {
        title: 'The first hand',
        'four-players':
          '{dealer} deals, {leader} leads. Dr. Jekyll: {jekyll1} and {jekyll2}. Mr. Hyde: {hyde1} and {hyde2}.',
        'three-players':
          '{dealer} deals, {solo} leads and plays Mr. Hyde alone, with the ghost; {jekyll1} and {jekyll2} play Dr. Jekyll.',
        'jekyll-team': 'Which team plays Dr. Jekyll? Teams stay the same all game.',
        'team-leader': '{first} and {second}, the team of {leader}, who leads',
        'team-dealer': '{first} and {second}, the team of {dealer}, who deals',
      },
      summary: {
        solo: '{player} plays solo',
        dealer: 'dealt by {player}',
        neutral: '{count} cards scored for nobody',
      },
      handEntry: bambusHandEntryMessages.en,
      liveTricks: bambusLiveTrickMessages.en,
      trick: {
        highest: '{card} is the highest card.',
        'highest-first': '{card} is the highest card: {other} is as high, but was played later.',
        'highest-first-transformation':
          'Both Transformations are in this trick: {card}, played first, counts as the higher.',
        won: '{player} takes the trick for {side} and leads the next one.',
        'won-with-waiting':
          '{player} takes all {count} cards for {side}, the {waiting} left on the table included, and leads the next trick.',
        'won-last': '{player} takes the last trick for {side}.',
        'won-last-with-waiting':
          '{player} takes the last trick for {side}: all {count} cards, the {waiting} left on the table included.',
        held: "{player} leads the next trick: a Transformation never wins, so these {count} cards stay on the table for the next trick's winner.",
        'held-again':
          "{player} leads the next trick: a Transformation never wins, so all {count} cards stay on the table for the next trick's winner.",
        neutral:
          'A Transformation in the last trick: nobody can take it, so its {count} cards score for nobody.',
        'neutral-with-waiting':
          'A Transformation in the last trick: nobody can take it, so all {count} cards, the {waiting} left on the table included, score for nobody.',
      },
    },
  },
  fr: {
    'jekyll-hyde-bambus': {
      ghost: 'Fantôme',
      sides: { jekyll: 'Dr Jekyll', hyde: 'Mr Hyde' },
      roles: {
        'jekyll-team': 'Dans l’équipe Jekyll',
        'hyde-team': 'Dans l’équipe Hyde',
        solo: 'En solo (manches)',
        'against-solo': 'Contre le solo (manches)',
      },
      sidesOf: { jekyll: 'du Dr Jekyll', hyde: 'de Mr Hyde' },
      cards: {
        'j-transformation': 'Transformation (Jekyll)',
        'j-a': 'Dr Jekyll (A)',
        'j-b': 'Mr Utterson (B, Jekyll)',
        'j-c': 'Dr Lanyon (C, Jekyll)',
        'j-d': 'Mr Enfield (D, Jekyll)',
        'j-e': 'Poole (E, Jekyll)',
        'j-f3': 'Lieu 3 (Jekyll)',
        'j-f4': 'Lieu 4 (Jekyll)',
        'j-f5': 'Lieu 5 (Jekyll)',
        'j-f6': 'Lieu 6 (Jekyll)',
        'j-f7': 'Lieu 7 (Jekyll)',
        'j-charity': 'Charité',
        'j-pity': 'Pitié',
        'j-remorse': 'Remords',
        'h-transformation': 'Transformation (Hyde)',
        'h-a': 'M. Hyde (A)',
        'h-b': 'Mr Utterson (B, Hyde)',
        'h-c': 'Dr Lanyon (C, Hyde)',
        'h-d': 'Mr Enfield (D, Hyde)',
        'h-e': 'Poole (E, Hyde)',
        'h-f3': 'Lieu 3 (Hyde)',
        'h-f4': 'Lieu 4 (Hyde)',
        'h-f5': 'Lieu 5 (Hyde)',
        'h-f6': 'L’appartement de Mr Hyde (6, Hyde)',
        'h-f7': 'Lieu 7 (Hyde)',
        'h-fury': 'Fureur',
        'h-brutality': 'Brutalité',
        'h-murder': 'Meurtre',
      },
      unverified: {
        name: 'Aucune source ne donne encore le nom de cette carte\u00a0: lisez-le sur votre propre carte.',
        'english-name':
          'Le nom anglais imprimé n’est pas connu\u00a0: celui-ci traduit la règle française.',
      },
      problems: bambusProblemMessages.fr,
      breakdown: {
        'point-card': '{card}\u00a0: vaut {value}',
        transformation: '{card}\u00a0: une Transformation, vaut {value}',
        'own-action': '{card}\u00a0: action de son propre camp, ×{multiplier}',
        'denied-by-jekyll':
          '{card} (de Mr Hyde)\u00a0: ne rapporte rien au Dr Jekyll, mais en prive Mr Hyde',
        'denied-by-hyde':
          '{card} (du Dr Jekyll)\u00a0: ne rapporte rien à Mr Hyde, mais en prive Dr Jekyll',
        'no-own-action':
          '{side} n’a pris aucune de ses propres actions\u00a0: son multiplicateur vaut 0, il ne marque rien',
        formula: '({points}) × ({multipliers}) = {score}',
        'each-jekyll-player':
          '{first} et {second} reçoivent chacun les {score} en entier\u00a0: à 3 joueurs, chaque joueur Jekyll marque les points de son camp',
        neutral:
          'Pile neutre, {count} cartes\u00a0: une Transformation dans le dernier pli, elles ne comptent pour personne',
        'neutral-card': '{card} ({value})\u00a0: ne compte pour personne',
        'neutral-action': '{card}\u00a0: ne multiplie les points de personne',
      },
      badges: {
        'no-own-action': '×0\u00a0: sans\u00a0action',
        neutral: '{count} cartes neutres',
        won: 'Gagne la partie',
        shared: 'Victoire partagée',
      },
      settings: {
        target: 'Score à atteindre',
        'seating-card': 'Carte de placement',
        'seating-card-A': 'A\u00a0: les partenaires sont assis face à face',
        'seating-card-B': 'B\u00a0: les partenaires sont assis côte à côte',
        'first-jekyll': 'Équipe du Dr Jekyll',
        'first-jekyll-leader': 'l’équipe du premier à entamer',
        'first-jekyll-dealer': 'l’équipe du premier donneur',
        'end-tie': 'Égalité en tête à la fin',
        'end-tie-extra-hand': 'une manche de plus',
        'end-tie-shared': 'les ex aequo partagent la victoire',
        'card-values': 'Valeurs des cartes',
        'points-value': '{card} = {value} (imprimé\u00a0: {defaultValue})',
        'multiplier-value': '{card} = ×{value} (imprimé\u00a0: ×{defaultValue})',
      },
      sheet: { dealer: 'Donneur', solo: 'Solitaire' },
      'first-hand': {
        title: 'La première manche',
        'four-players':
          '{dealer} distribue, {leader} entame. Dr Jekyll\u00a0: {jekyll1} et {jekyll2}. Mr Hyde\u00a0: {hyde1} et {hyde2}.',
        'three-players':
          '{dealer} distribue, {solo} entame et joue Mr Hyde seul, avec le fantôme\u00a0; {jekyll1} et {jekyll2} jouent Dr Jekyll.',
        'jekyll-team':
          'Quelle équipe joue Dr Jekyll\u00a0? Les équipes restent les mêmes toute la partie.',
        'team-leader': '{first} et {second}, l’équipe {deLeader}, qui entame',
        'team-dealer': '{first} et {second}, l’équipe {deDealer}, qui distribue',
      },
      summary: {
        solo: '{player} joue seul',
        dealer: 'donneur\u00a0: {player}',
        neutral: '{count} cartes ne comptent pour personne',
      },
      handEntry: bambusHandEntryMessages.fr,
      liveTricks: bambusLiveTrickMessages.fr,
      trick: {
        highest: '{card} est la carte la plus haute.',
        'highest-first':
          '{card} est la carte la plus haute\u00a0: {other} est aussi haute, mais a été jouée après.',
        'highest-first-transformation':
          'Les deux Transformations sont dans ce pli\u00a0: {card}, jouée la première, compte comme la plus haute.',
        won: '{player} remporte le pli pour {side} et entame le suivant.',
        'won-with-waiting':
          '{player} remporte les {count} cartes pour {side}, y compris les {waiting} restées sur la table, et entame le pli suivant.',
        'won-last': '{player} remporte le dernier pli pour {side}.',
        'won-last-with-waiting':
          '{player} remporte le dernier pli pour {side}\u00a0: les {count} cartes, y compris les {waiting} restées sur la table.',
        held: '{player} entame le pli suivant\u00a0: une Transformation ne gagne jamais, ces {count} cartes restent donc sur la table pour le gagnant du pli suivant.',
        'held-again':
          '{player} entame le pli suivant\u00a0: une Transformation ne gagne jamais, les {count} cartes restent donc sur la table pour le gagnant du pli suivant.',
        neutral:
          'Une Transformation dans le dernier pli\u00a0: personne ne peut le gagner, ses {count} cartes ne comptent donc pour personne.',
        'neutral-with-waiting':
          'Une Transformation dans le dernier pli\u00a0: personne ne peut le gagner, les {count} cartes, y compris les {waiting} restées sur la table, ne comptent donc pour personne.',
      },
    },
  },
})
