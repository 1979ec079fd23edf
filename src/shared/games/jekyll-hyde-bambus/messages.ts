import { defineMessages } from '../../i18n/define-messages'

/**
 * Everything Dr. Jekyll & Mr. Hyde (Bambus) says, under the game\'s own key: card names, sides,
 * one message per rule id of its problems, the breakdown\'s lines, its settings and the trick
 * referee\'s sentences. The engine returns keys and parameters (cards and players as ids); these
 * texts are the project\'s own words. Location names no source gives read "Location N". Its name
 * and the line the new-game page shows are in `cover.ts`, in the app's first catalog.
 */
export const jekyllHydeBambusMessages = defineMessages({
  en: {
    'jekyll-hyde-bambus': {
      ghost: 'Ghost',
      sides: { jekyll: 'Dr. Jekyll', hyde: 'Mr. Hyde' },
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
      problems: {
        players:
          'A game of Dr. Jekyll & Mr. Hyde has 3 or 4 players (this one has {count}), each with an id of their own: 1 to 32 letters without accents, digits, "-" or "_". "ghost" names the empty seat of a 3-player game, so no player may take it.',
        rules:
          'The rules, their variants and their card values (rules, rules.variants, rules.deck) are each written as a JSON object.',
        target: 'The target score is a whole number above 0, not {value}.',
        variant:
          '"{variant}" is not a variant of this game, or not with this value. Its variants are seatingCard ("A" or "B") and endTie ("extra-hand" or "shared").',
        deck: '{card}: a card value is given for one of the 28 cards, as a whole number from 0 to 99 (for an action, its multiplier).',
        'seating-card-3p':
          'Seating card B is for 4 players only: with 3, the ghost always sits opposite the solo.',
        'hand-shape':
          'This hand is not written the way this game reads it: a dealer, the seats, the captured piles (jekyll, hyde and neutral, each a list of cards, and nothing else), and with 4 players the Jekyll team (jekyll), with 3 players the solo (solo), never both.',
        seats:
          'The seats are the 4 places round the table, clockwise: the 4 players, or with 3 players the 3 players and "ghost", each once.',
        dealer: 'The dealer must be one of the players.',
        team: 'The Jekyll side is 2 different players of this game.',
        'team-seating':
          'The two Jekyll players sit opposite each other with seating card A, side by side with seating card B. This game uses card {seatingCard}.',
        'team-changed':
          'The Jekyll side is not the two players it was in the first hand: teams are drawn once, for the whole game.',
        solo: 'The solo must be one of the players.',
        'ghost-seat': 'The ghost sits opposite the solo: 2 seats away from {player} in the list.',
        'pile-missing':
          'List at least one pile, captured.jekyll or captured.hyde: the other pile is every card not listed.',
        'card-unknown': '"{card}" is not one of the 28 cards of this game.',
        'card-repeated': '{card} is listed twice: each card lies in one pile only.',
        'card-missing':
          '{card} is in no list: when both piles are listed, every card is in one of the three lists.',
        'pile-size':
          'This pile holds {count} card: captured tricks come whole, 4 cards each. | This pile holds {count} cards: captured tricks come whole, 4 cards each.',
        'pile-balance':
          'This pile holds {jekyll} Jekyll and {hyde} Hyde cards: every trick holds 2 of each, so a pile holds as many of one as of the other.',
        'neutral-size':
          'The neutral pile holds {count} card: only the last trick (4 cards), with at most one held trick before it (8 in all), can be left over. | The neutral pile holds {count} cards: only the last trick (4 cards), with at most one held trick before it (8 in all), can be left over.',
        'neutral-transformation':
          'A trick only stays on the table because of a Transformation: 4 neutral cards hold one, 8 hold both.',
        'held-trick':
          "This pile holds {card} but only {count} card: a Transformation's trick is always taken together with the next trick, so at least 8 cards. | This pile holds {card} but only {count} cards: a Transformation's trick is always taken together with the next trick, so at least 8 cards.",
        'hand-after-end': 'Hand {hand} comes after the game ended in hand {end}.',
        'dealer-out-of-turn':
          "{player} was due to deal this hand: the deal passes to the left, and with 3 players the dealer sits on the solo's right.",
        'solo-out-of-turn':
          "{player} was due to play solo: the player on the last solo's right is the next solo.",
        'seats-moved':
          "The seats are not where the last hand left them: with 4 players nobody moves, with 3 the player on the solo's left moves into the ghost's seat.",
        'trick-seats':
          'The 4 cards must lie in front of the 4 seats of the table, one each: 2 Jekyll seats and 2 Hyde seats.',
        'trick-cards': '{card} is not a card of this game, or it is played twice.',
        'trick-wrong-side':
          '{card} cannot lie in front of {player}: a seat only ever gets a card of its own side.',
        'trick-waiting':
          '{count} cards wait on the table, but a held trick leaves 4 with a Transformation among them, and two leave 8 with both.',
        'trick-order':
          'Trick {trick} is not played in turn: each trick goes clockwise from its leader, and a hand has 7 tricks.',
        'trick-file':
          'This is not a trick of Dr. Jekyll & Mr. Hyde (Bambus): the file holds an object with "game": "jekyll-hyde-bambus", the sides of the 4 seats, the 4 plays, and "last": true or false.',
      },
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
        'no-own-action': '×0: {side} took no own action',
        neutral: '{count} neutral cards',
        won: 'Wins the game',
        shared: 'A shared win',
      },
      settings: {
        target: 'Target score',
        'seating-card': 'Seating card',
        'seating-card-A': 'A: partners sit opposite each other',
        'seating-card-B': 'B: partners sit side by side',
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
      },
      summary: {
        solo: '{player} plays solo',
        dealer: 'dealt by {player}',
        neutral: '{count} cards scored for nobody',
      },
      handEntry: {
        label: 'Hand {number}',
        keys: 'Enter saves · Escape cancels',
        keysChanged: 'Enter saves · Escape keeps the draft for later',
        gridKeys: 'Arrows move between the cards, Space ticks one',
        table: {
          title: 'The table',
          dealer: 'Dealer',
          seats: 'Seats, clockwise',
          seat: 'Seat {number}',
          team: 'Dr. Jekyll’s side',
          solo: 'Solo: plays Mr. Hyde alone',
        },
        cards: {
          title: 'Captured cards',
          tickedSide: 'I tick the cards of',
          'ticked-jekyll': 'Dr. Jekyll’s pile',
          'ticked-hyde': 'Mr. Hyde’s pile',
          tickHint: 'Tick the smaller pile: every card left unticked goes to the other.',
          neutralShown: 'A Transformation fell in the last trick',
          brush: 'A tap puts a card in',
          'brush-neutral': 'the neutral pile',
          rowJekyll: 'Dr. Jekyll’s cards',
          rowHyde: 'Mr. Hyde’s cards',
          neutralCard: '{card}, in the neutral pile',
          tickedCard: '{card}, in {pile}',
        },
        piles: {
          title: 'The piles',
          jekyll: 'Dr. Jekyll’s pile',
          hyde: 'Mr. Hyde’s pile',
          neutral: 'Neutral pile',
          ticked: 'ticked',
          rest: 'the rest',
          cards: '{count} card | {count} cards',
          balance: '{jekyll} Jekyll + {hyde} Hyde',
          points: '{points} point | {points} points',
        },
        result: {
          title: 'This hand’s score',
          noScore: 'No score while the hand has a problem',
          errors: '{count} problem to fix before saving | {count} problems to fix before saving',
          warnings:
            'Can be saved; {count} warning to read | Can be saved; {count} warnings to read',
          ready: 'Ready to save',
          showProblem: 'Show',
        },
        actions: {
          save: 'Save hand',
          cancel: 'Cancel',
          later: 'Keep for later',
          discard: 'Discard changes',
        },
        problems: {
          title: 'Problems with this hand',
        },
      },
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
      sides: { jekyll: 'Dr. Jekyll', hyde: 'Mr. Hyde' },
      cards: {
        'j-transformation': 'Transformation (Jekyll)',
        'j-a': 'Dr. Jekyll (A)',
        'j-b': 'Mr. Utterson (B, Jekyll)',
        'j-c': 'Dr. Lanyon (C, Jekyll)',
        'j-d': 'Mr. Enfield (D, Jekyll)',
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
        'h-b': 'Mr. Utterson (B, Hyde)',
        'h-c': 'Dr. Lanyon (C, Hyde)',
        'h-d': 'Mr. Enfield (D, Hyde)',
        'h-e': 'Poole (E, Hyde)',
        'h-f3': 'Lieu 3 (Hyde)',
        'h-f4': 'Lieu 4 (Hyde)',
        'h-f5': 'Lieu 5 (Hyde)',
        'h-f6': 'L’appartement de Mr. Hyde (6, Hyde)',
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
      problems: {
        players:
          'Une partie de Dr. Jekyll & Mr. Hyde se joue à 3 ou 4 joueurs (celle-ci en compte {count}), chacun avec son propre identifiant\u00a0: 1 à 32 lettres sans accent, chiffres, «\u00a0-\u00a0» ou «\u00a0_\u00a0». «\u00a0ghost\u00a0» désigne la place vide d’une partie à 3, aucun joueur ne peut le prendre.',
        rules:
          'Les règles, leurs variantes et leurs valeurs de cartes (rules, rules.variants, rules.deck) s’écrivent chacune comme un objet JSON.',
        target: 'Le score à atteindre est un nombre entier supérieur à 0, pas {value}.',
        variant:
          '«\u00a0{variant}\u00a0» n’est pas une variante de ce jeu, ou pas avec cette valeur. Ses variantes sont seatingCard («\u00a0A\u00a0» ou «\u00a0B\u00a0») et endTie («\u00a0extra-hand\u00a0» ou «\u00a0shared\u00a0»).',
        deck: '{card}\u00a0: une valeur de carte se donne pour l’une des 28 cartes, en nombre entier de 0 à 99 (pour une action, son multiplicateur).',
        'seating-card-3p':
          'La carte de placement B ne sert qu’à 4 joueurs\u00a0: à 3, le fantôme est toujours assis en face du joueur solitaire.',
        'hand-shape':
          'Cette manche n’est pas écrite comme ce jeu la lit\u00a0: un donneur, les places, les piles de cartes gagnées (jekyll, hyde et neutral, chacune une liste de cartes, et rien d’autre), et à 4 joueurs l’équipe Jekyll (jekyll), à 3 joueurs le joueur solitaire (solo), jamais les deux.',
        seats:
          'Les places sont les 4 places autour de la table, dans le sens des aiguilles d’une montre\u00a0: les 4 joueurs, ou à 3 les 3 joueurs et «\u00a0ghost\u00a0», chacun une fois.',
        dealer: 'Le donneur doit être l’un des joueurs.',
        team: 'Le camp Jekyll, ce sont 2 joueurs différents de cette partie.',
        'team-seating':
          'Les deux joueurs Jekyll sont assis l’un en face de l’autre avec la carte de placement A, côte à côte avec la carte B. Cette partie utilise la carte {seatingCard}.',
        'team-changed':
          'Le camp Jekyll n’est plus formé des deux joueurs de la première manche\u00a0: les équipes sont tirées au sort une fois, pour toute la partie.',
        solo: 'Le joueur solitaire doit être l’un des joueurs.',
        'ghost-seat':
          'Le fantôme est assis en face du joueur solitaire\u00a0: à 2 places {dePlayer} dans la liste.',
        'pile-missing':
          'Indiquez au moins une pile, captured.jekyll ou captured.hyde\u00a0: l’autre pile, ce sont toutes les cartes non indiquées.',
        'card-unknown': '«\u00a0{card}\u00a0» n’est pas l’une des 28 cartes de ce jeu.',
        'card-repeated': '{card} figure deux fois\u00a0: chaque carte est dans une seule pile.',
        'card-missing':
          '{card} ne figure dans aucune liste\u00a0: quand les deux piles sont indiquées, chaque carte est dans l’une des trois listes.',
        'pile-size':
          'Cette pile compte {count} carte\u00a0: les plis gagnés sont entiers, 4 cartes chacun. | Cette pile compte {count} cartes\u00a0: les plis gagnés sont entiers, 4 cartes chacun.',
        'pile-balance':
          'Cette pile compte {jekyll} cartes Jekyll et {hyde} cartes Hyde\u00a0: chaque pli en a 2 de chaque, une pile en a donc autant des unes que des autres.',
        'neutral-size':
          'La pile neutre compte {count} carte\u00a0: seul le dernier pli (4 cartes) peut rester, avec au plus un pli retenu avant lui (8 en tout). | La pile neutre compte {count} cartes\u00a0: seul le dernier pli (4 cartes) peut rester, avec au plus un pli retenu avant lui (8 en tout).',
        'neutral-transformation':
          'Un pli ne reste sur la table qu’à cause d’une Transformation\u00a0: 4 cartes neutres en contiennent une, 8 les contiennent toutes les deux.',
        'held-trick':
          'Cette pile contient {card} mais seulement {count} carte\u00a0: le pli d’une Transformation se gagne toujours avec le pli suivant, soit au moins 8 cartes. | Cette pile contient {card} mais seulement {count} cartes\u00a0: le pli d’une Transformation se gagne toujours avec le pli suivant, soit au moins 8 cartes.',
        'hand-after-end': 'La manche {hand} vient après la fin de la partie, à la manche {end}.',
        'dealer-out-of-turn':
          'C’était à {player} de donner\u00a0: la donne passe à gauche, et à 3 joueurs le donneur est assis à droite du joueur solitaire.',
        'solo-out-of-turn':
          'C’était à {player} de jouer seul\u00a0: le joueur assis à droite du dernier solitaire devient solitaire.',
        'seats-moved':
          'Les places ne sont pas celles de la manche précédente\u00a0: à 4 joueurs personne ne bouge, à 3 le joueur à gauche du solitaire prend la place du fantôme.',
        'trick-seats':
          'Les 4 cartes doivent être posées devant les 4 places de la table, une chacune\u00a0: 2 places Jekyll et 2 places Hyde.',
        'trick-cards': '{card} n’est pas une carte de ce jeu, ou elle est jouée deux fois.',
        'trick-wrong-side':
          '{card} ne peut pas être posée devant {player}\u00a0: une place ne reçoit que des cartes de son propre camp.',
        'trick-waiting':
          '{count} cartes attendent sur la table, mais un pli retenu en laisse 4 dont une Transformation, et deux en laissent 8 avec les deux.',
        'trick-order':
          'Le pli {trick} n’est pas joué dans l’ordre\u00a0: chaque pli part de celui qui l’entame, dans le sens des aiguilles d’une montre, et une manche compte 7 plis.',
        'trick-file':
          'Ce n’est pas un pli de Dr. Jekyll & Mr. Hyde (Bambus)\u00a0: le fichier contient un objet dont «\u00a0game\u00a0» vaut «\u00a0jekyll-hyde-bambus\u00a0», avec le camp des 4 places («\u00a0sides\u00a0»), les 4 cartes jouées («\u00a0plays\u00a0») et «\u00a0last\u00a0», true ou false.',
      },
      breakdown: {
        'point-card': '{card}\u00a0: vaut {value}',
        transformation: '{card}\u00a0: une Transformation, vaut {value}',
        'own-action': '{card}\u00a0: action de son propre camp, ×{multiplier}',
        'denied-by-jekyll':
          '{card} (de Mr. Hyde)\u00a0: ne rapporte rien à Dr. Jekyll, mais en prive Mr. Hyde',
        'denied-by-hyde':
          '{card} (de Dr. Jekyll)\u00a0: ne rapporte rien à Mr. Hyde, mais en prive Dr. Jekyll',
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
        'no-own-action': '×0\u00a0: {side} sans action à lui',
        neutral: '{count} cartes neutres',
        won: 'Gagne la partie',
        shared: 'Victoire partagée',
      },
      settings: {
        target: 'Score à atteindre',
        'seating-card': 'Carte de placement',
        'seating-card-A': 'A\u00a0: les partenaires sont assis face à face',
        'seating-card-B': 'B\u00a0: les partenaires sont assis côte à côte',
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
          '{dealer} distribue, {leader} entame. Dr. Jekyll\u00a0: {jekyll1} et {jekyll2}. Mr. Hyde\u00a0: {hyde1} et {hyde2}.',
        'three-players':
          '{dealer} distribue, {solo} entame et joue Mr. Hyde seul, avec le fantôme\u00a0; {jekyll1} et {jekyll2} jouent Dr. Jekyll.',
      },
      summary: {
        solo: '{player} joue seul',
        dealer: 'donneur\u00a0: {player}',
        neutral: '{count} cartes ne comptent pour personne',
      },
      handEntry: {
        label: 'Manche {number}',
        keys: 'Entrée enregistre · Échap annule',
        keysChanged: 'Entrée enregistre · Échap garde le brouillon pour plus tard',
        gridKeys: 'Les flèches passent d’une carte à l’autre, Espace en coche une',
        table: {
          title: 'La table',
          dealer: 'Donneur',
          seats: 'Places, dans le sens des aiguilles d’une montre',
          seat: 'Place {number}',
          team: 'Camp de Dr. Jekyll',
          solo: 'Solitaire\u00a0: joue Mr. Hyde seul',
        },
        cards: {
          title: 'Cartes gagnées',
          tickedSide: 'Je coche les cartes de',
          'ticked-jekyll': 'la pile de Dr. Jekyll',
          'ticked-hyde': 'la pile de Mr. Hyde',
          tickHint: 'Cochez la plus petite pile\u00a0: toute carte non cochée va à l’autre.',
          neutralShown: 'Une Transformation est tombée dans le dernier pli',
          brush: 'Un appui met une carte dans',
          'brush-neutral': 'la pile neutre',
          rowJekyll: 'Cartes de Dr. Jekyll',
          rowHyde: 'Cartes de Mr. Hyde',
          neutralCard: '{card}, dans la pile neutre',
          tickedCard: '{card}, dans {pile}',
        },
        piles: {
          title: 'Les piles',
          jekyll: 'Pile de Dr. Jekyll',
          hyde: 'Pile de Mr. Hyde',
          neutral: 'Pile neutre',
          ticked: 'cochée',
          rest: 'le reste',
          cards: '{count} carte | {count} cartes',
          balance: '{jekyll} Jekyll + {hyde} Hyde',
          points: '{points} point | {points} points',
        },
        result: {
          title: 'Score de cette manche',
          noScore: 'Pas de score tant que la manche a un problème',
          errors:
            '{count} problème à corriger avant d’enregistrer | {count} problèmes à corriger avant d’enregistrer',
          warnings:
            'Peut être enregistrée\u00a0; {count} avertissement à lire | Peut être enregistrée\u00a0; {count} avertissements à lire',
          ready: 'Prête à enregistrer',
          showProblem: 'Voir',
        },
        actions: {
          save: 'Enregistrer la manche',
          cancel: 'Annuler',
          later: 'Garder pour plus tard',
          discard: 'Abandonner les changements',
        },
        problems: {
          title: 'Problèmes de cette manche',
        },
      },
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
