import { defineMessages } from '../../../shared/i18n/define-messages'

/** One message per rule id of Dr. Jekyll & Mr. Hyde (Bambus)'s problems, with where it is. */
export const bambusProblemMessages = defineMessages({
  en: {
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
      'The cards waiting on the table ("waiting") are a list of 0, 4 or 8 cards: a held trick leaves 4 with a Transformation among them, and two leave 8 with both.',
    'trick-order':
      'Trick {trick} is not played in turn: each trick goes clockwise from its leader, and a hand has 7 tricks.',
    'trick-file':
      'This is not a trick of Dr. Jekyll & Mr. Hyde (Bambus): the file holds an object with "game": "jekyll-hyde-bambus", the sides of the 4 seats, the 4 plays, and "last": true or false.',
  },
  fr: {
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
      'Les cartes qui attendent sur la table («\u00a0waiting\u00a0») forment une liste de 0, 4 ou 8 cartes\u00a0: un pli retenu en laisse 4 dont une Transformation, et deux en laissent 8 avec les deux.',
    'trick-order':
      'Le pli {trick} n’est pas joué dans l’ordre\u00a0: chaque pli part de celui qui l’entame, dans le sens des aiguilles d’une montre, et une manche compte 7 plis.',
    'trick-file':
      'Ce n’est pas un pli de Dr. Jekyll & Mr. Hyde (Bambus)\u00a0: le fichier contient un objet dont «\u00a0game\u00a0» vaut «\u00a0jekyll-hyde-bambus\u00a0», avec le camp des 4 places («\u00a0sides\u00a0»), les 4 cartes jouées («\u00a0plays\u00a0») et «\u00a0last\u00a0», true ou false.',
  },
})
