import { defineMessages } from '../../../shared/i18n/define-messages'

/**
 * Everything Mystery Rummy Case #1: Jack the Ripper says, under the game's own key: card names,
 * one message per rule id of its problems, the breakdown's lines, badges, summaries, settings and
 * the sheet's column. The engine returns keys and parameters (cards and players as ids); these
 * texts are the project's own words. Its name and the new-game page's line are in `cover.ts`.
 */
export const mysteryRummyJackTheRipperMessages = defineMessages({
  en: {
    'mystery-rummy-jack-the-ripper': {
      cards: {
        druitt: 'Montague Druitt',
        eddy: 'Prince Eddy',
        gull: 'Sir Gull',
        chapman: 'George Chapman',
        jill: 'Jill the Ripper',
        pedachenko: 'Dr. Pedachenko',
        letter: 'Letter',
        wild: 'Wild',
        'suspect-druitt': 'Suspect: Montague Druitt',
        'suspect-eddy': 'Suspect: Prince Eddy',
        'suspect-gull': 'Suspect: Sir Gull',
        'suspect-chapman': 'Suspect: George Chapman',
        'suspect-jill': 'Suspect: Jill the Ripper',
        'suspect-pedachenko': 'Suspect: Dr. Pedachenko',
        'alibi-druitt': 'Alibi: Montague Druitt',
        'alibi-chapman': 'Alibi: George Chapman',
        'alibi-jill': 'Alibi: Jill the Ripper',
        'alibi-pedachenko': 'Alibi: Dr. Pedachenko',
        'alibi-eddy-gull': 'Alibi: Prince Eddy / Sir Gull',
        'victim-nichols': 'Victim: Mary Ann Nichols',
        'victim-annie-chapman': 'Victim: Annie Chapman',
        'victim-stride': 'Victim: Elizabeth Stride',
        'victim-eddowes': 'Victim: Catherine Eddowes',
        'victim-kelly': 'Victim: Mary Jane Kelly',
        'scene-bucks-row': "Scene: Buck's Row",
        'scene-hanbury-street': 'Scene: Hanbury Street',
        'scene-berner-street': 'Scene: Berner Street',
        'scene-mitre-square': 'Scene: Mitre Square',
        'scene-millers-court': "Scene: Miller's Court",
        'commissioner-resigns': 'Commissioner Resigns',
        'ripper-strikes': 'Ripper Strikes',
        'ripper-escapes': 'Ripper Escapes',
      },
      unverified: {
        value: 'No source we could read prints this value: check it on your own cards.',
        count: 'Only the total of 30 is known: check how many of this suspect your deck holds.',
        'tie-break': 'The order of the tie-break numbers is a guess: read them off your cards.',
        name: 'The printed name is not known: read it off your own card.',
      },
      problems: {
        'player-count': 'Jack the Ripper is played by 2, 3 or 4 players, not {count}.',
        'unknown-player': '"{player}" is not one of the players of this game.',
        'unknown-id':
          '"{id}" is not a card, suspect, victim or scene of this game. A vote names one of the six suspects.',
        'unknown-field':
          '"{field}" is not a field this game knows here: check its spelling, or the cards it holds would be left out.',
        'bad-hand':
          'This part of the hand is not written the way the game log reads it ("{field}"): areas, votes and each area are objects, and suspects, victims and scenes are lists.',
        'bad-number': 'A count or a points figure is a whole number, 0 or more, not {value}.',
        'bad-ending':
          'Say how the hand ended: a player went out (which one), Commissioner Resigns forced players out (one or more, each once), Ripper Escapes was played (by whom), or the Case File ran out twice.',
        'too-many-cards':
          'There are {found} of {card} on the table and in hand, but the deck holds only {max}.',
        'wilds-exceed-evidence':
          '{wilds} Wilds are counted under {card}, but the area holds only {evidence} Evidence of that colour, Wilds included.',
        'wild-without-natural':
          'Every {card} card of this area is a Wild: a Wild must match a real card of its colour in the same area.',
        'no-meld':
          '{card} has cards on the table but nobody holds 3 or more of them: a meld comes first, then lay-offs.',
        'no-victim':
          'Evidence or Letters are on the table, but no Victim: no Evidence can be played before a Victim.',
        'suspect-without-meld':
          'The Suspect card of {card} is on the table, but {card} has no Evidence there.',
        'alibi-without-meld': 'An Alibi clears {card}, who has no Evidence on the table.',
        'one-alibi':
          'Alibis lie in more than one area: a new Alibi sends the one in play to Scotland Yard, so at most one is ever in play.',
        'escape-before-five-victims':
          'Ripper Escapes can only be played once all 5 Victims are on the table; there are {count}.',
        'out-holds-cards':
          '{player} went out, or was forced out, and so holds no cards: leave this entry out.',
        'left-form':
          'Give what {player} holds in one form: either "cards" (a count per card), or "points" with "ripperEscapes" true or false, and nothing else.',
        'left-playable':
          '{card} could still go on the table, so {player} had to set it aside: it costs nothing.',
        'left-points-beyond':
          '{points} points left in hand is more than the cards not on the table could make ({max} at most).',
        'vote-without-meld':
          'Votes are recorded, but nobody has a meld in front of him: a vote can only be called by a player with a meld.',
        'hand-after-end': 'Hand {hand} comes after the game ended in hand {end}.',
        'bad-target': 'The target score is a whole number above 0, not {value}.',
        'bad-variant':
          '"{variant}" is not a variant of this game, or not with the value {value}. Its variants are escapeWithoutCard ("victims-and-scenes" or "nothing") and ripperTotal ("evidence-and-suspect" or "evidence-only").',
        'bad-value': '{card}: a card value is a whole number, 0 or more, not {value}.',
        'bad-tiebreak':
          '{card}: a tie-break number is a whole number from 1 up ({value} here), and no two suspects share one.',
        'bad-deck-count': '{card}: a suspect has from 3 to 10 Evidence cards, not {value}.',
        'left-missing':
          'Nothing is entered for what {player} still holds: he is scored as holding nothing that costs points.',
        'pair-split':
          '{victim} and {scene} lie in different areas: whoever plays the second one normally takes the first (Ripper Strikes may not).',
        'deck-sum':
          'The six suspects have {sum} Evidence cards in all, where the deck has {expected}: check the counts.',
      },
      breakdown: {
        evidence: '{card}: {count} Evidence × {value} = {points}',
        'evidence-doubled': '{card}, the Ripper: {count} Evidence × {value} × 2 = {points}',
        wilds: 'of which {count} Wild, counted as {card}',
        letters: 'Letters: {count} × {value} = {points}',
        'suspect-card': '{card}: {value}',
        'suspect-card-doubled': '{card}, the Ripper: {value} × 2 = {points}',
        alibi: '{card}: {value}, never doubled',
        'alibi-shared': '{card}, naming {suspect}: {value}, never doubled',
        'victim-or-scene': '{card}: {value}',
        'held-card': 'Held, {card}: {count} × {value} = −{cost}',
        'held-card-free': 'Held, {card}: worth {value}, costs nothing',
        'held-escape': 'Held, {card}: 2 per Victim on the table, {victims} Victims = −{cost}',
        'held-points': 'Held cards: −{cost}',
        'held-nothing': 'Holds nothing that costs points',
        'left-missing': 'Nothing entered for the cards still held: counted as nothing',
        'vote-right': 'Voted {card}, the Ripper: +{bonus}',
        'vote-wrong': 'Voted {card}: not the Ripper, no bonus',
        'escape-card': 'Played {card}: {value}',
        'escape-nothing': 'The Ripper escaped: with this table’s rules, nobody scores',
        'outcome-caught': 'Caught: {card} is the Ripper, and his cards score double',
        'outcome-escaped-card':
          'The Ripper escaped: Ripper Escapes was played, so only Victims and Scenes score, and nothing is deducted',
        'outcome-escaped-case-file':
          'The Ripper escaped: the Case File ran out twice, so nothing is deducted and nothing doubles',
        'outcome-escaped-alibi':
          'The Ripper escaped: every suspect with Evidence on the table is cleared by the Alibi, so nothing is deducted and nothing doubles',
        'suspect-total': '{card}: {count} Evidence on the table = {total}',
        'suspect-total-with-card':
          '{card}: {count} Evidence on the table ({evidencePoints}) + his Suspect card ({suspectCard}) = {total}',
        'suspect-cleared': '{card}: {total} on the table, but cleared by the Alibi',
        'tie-break':
          '{card} ties with {others} at {total}: his tie-break number, {tieBreak}, is the lowest',
      },
      badges: {
        'vote-right': 'Right vote, +10',
        won: 'Wins the game',
      },
      settings: {
        target: 'Target score',
        'escape-without-card': 'The Ripper escapes without the card',
        'escape-without-card-victims-and-scenes': 'Victims and Scenes still score',
        'escape-without-card-nothing': 'nobody scores',
        'ripper-total': 'The Ripper’s total',
        'ripper-total-evidence-and-suspect': 'Evidence and his Suspect card',
        'ripper-total-evidence-only': 'Evidence only',
        'card-values': 'Card values',
        'card-value': '{card} = {value} (default: {defaultValue})',
        'tie-breaks': 'Tie-break numbers',
        'tie-break': '{card} = {value} (default: {defaultValue})',
        'evidence-counts': 'Evidence cards per suspect',
        'evidence-count': '{card} = {value} (default: {defaultValue})',
      },
      sheet: {
        ripper: 'Ripper',
        caught: '{card}',
        'escaped-card': 'escaped (card)',
        'escaped-case-file': 'escaped (Case File)',
        'escaped-alibi': 'escaped (Alibi)',
      },
      summary: {
        'went-out': '{player} went out',
        'ripper-escapes': '{player} played Ripper Escapes',
        'commissioner-resigns': 'Commissioner Resigns forced {players} out',
        'case-file-exhausted': 'the Case File ran out twice',
        caught: 'the Ripper, {card}, is caught',
        escaped: 'the Ripper escaped',
        dealer: 'dealt by {player}',
      },
    },
  },
  fr: {
    'mystery-rummy-jack-the-ripper': {
      cards: {
        druitt: 'Montague Druitt',
        eddy: 'le prince Eddy',
        gull: 'Sir Gull',
        chapman: 'George Chapman',
        jill: 'Jill l’Éventreuse',
        pedachenko: 'le Dr Pedachenko',
        letter: 'Lettre',
        wild: 'Joker',
        'suspect-druitt': 'Suspect\u00a0: Montague Druitt',
        'suspect-eddy': 'Suspect\u00a0: le prince Eddy',
        'suspect-gull': 'Suspect\u00a0: Sir Gull',
        'suspect-chapman': 'Suspect\u00a0: George Chapman',
        'suspect-jill': 'Suspect\u00a0: Jill l’Éventreuse',
        'suspect-pedachenko': 'Suspect\u00a0: le Dr Pedachenko',
        'alibi-druitt': 'Alibi\u00a0: Montague Druitt',
        'alibi-chapman': 'Alibi\u00a0: George Chapman',
        'alibi-jill': 'Alibi\u00a0: Jill l’Éventreuse',
        'alibi-pedachenko': 'Alibi\u00a0: le Dr Pedachenko',
        'alibi-eddy-gull': 'Alibi\u00a0: prince Eddy / Sir Gull',
        'victim-nichols': 'Victime\u00a0: Mary Ann Nichols',
        'victim-annie-chapman': 'Victime\u00a0: Annie Chapman',
        'victim-stride': 'Victime\u00a0: Elizabeth Stride',
        'victim-eddowes': 'Victime\u00a0: Catherine Eddowes',
        'victim-kelly': 'Victime\u00a0: Mary Jane Kelly',
        'scene-bucks-row': 'Scène\u00a0: Buck’s Row',
        'scene-hanbury-street': 'Scène\u00a0: Hanbury Street',
        'scene-berner-street': 'Scène\u00a0: Berner Street',
        'scene-mitre-square': 'Scène\u00a0: Mitre Square',
        'scene-millers-court': 'Scène\u00a0: Miller’s Court',
        'commissioner-resigns': 'Démission du commissaire de police',
        'ripper-strikes': 'L’Éventreur frappe',
        'ripper-escapes': 'L’Éventreur s’échappe',
      },
      unverified: {
        value: 'Aucune source lisible n’imprime cette valeur\u00a0: vérifiez-la sur vos cartes.',
        count:
          'Seul le total de 30 est connu\u00a0: comptez les cartes de ce suspect dans votre jeu.',
        'tie-break':
          'L’ordre des numéros de départage est supposé\u00a0: lisez-les sur vos cartes.',
        name: 'Le nom imprimé n’est pas connu\u00a0: lisez-le sur votre carte.',
      },
      problems: {
        'player-count': 'Jack l’Éventreur se joue à 2, 3 ou 4 joueurs, pas {count}.',
        'unknown-player': '«\u00a0{player}\u00a0» n’est pas un joueur de cette partie.',
        'unknown-id':
          '«\u00a0{id}\u00a0» n’est ni une carte, ni un suspect, ni une victime, ni une scène de ce jeu. Un vote désigne l’un des six suspects.',
        'unknown-field':
          '«\u00a0{field}\u00a0» n’est pas un champ que ce jeu connaît ici\u00a0: vérifiez l’orthographe, sinon les cartes qu’il contient seraient oubliées.',
        'bad-hand':
          'Cette partie de la manche n’est pas écrite comme le journal de partie l’attend («\u00a0{field}\u00a0»)\u00a0: les zones, les votes et chaque zone sont des objets, les suspects, victimes et scènes des listes.',
        'bad-number': 'Un nombre de cartes ou de points est un entier positif ou nul, pas {value}.',
        'bad-ending':
          'Dites comment la manche a fini\u00a0: un joueur est sorti (lequel), la Démission du commissaire a fait sortir des joueurs (un ou plusieurs, chacun une fois), L’Éventreur s’échappe a été joué (par qui), ou le Dossier s’est épuisé deux fois.',
        'too-many-cards':
          'On compte {found} {card} sur la table et en main, mais le jeu n’en contient que {max}.',
        'wilds-exceed-evidence':
          '{wilds} jokers sont comptés pour {card}, mais la zone ne tient que {evidence} indices de cette couleur, jokers compris.',
        'wild-without-natural':
          'Toutes les cartes {card} de cette zone sont des jokers\u00a0: un joker doit accompagner une vraie carte de sa couleur dans la même zone.',
        'no-meld':
          '{card} a des cartes sur la table, mais personne n’en a 3 ou plus\u00a0: il faut d’abord une combinaison, puis des ajouts.',
        'no-victim':
          'Des indices ou des lettres sont sur la table, mais aucune victime\u00a0: aucun indice ne se pose avant une victime.',
        'suspect-without-meld':
          'La carte Suspect de {card} est sur la table, mais {card} n’y a aucun indice.',
        'alibi-without-meld': 'Un alibi innocente {card}, qui n’a aucun indice sur la table.',
        'one-alibi':
          'Des alibis sont dans plus d’une zone\u00a0: un nouvel alibi envoie celui en jeu à Scotland Yard, il n’y en a donc jamais qu’un.',
        'escape-before-five-victims':
          'L’Éventreur s’échappe ne se joue qu’une fois les 5 victimes sur la table\u00a0; il y en a {count}.',
        'out-holds-cards':
          '{player} a fini, ou a été forcé de finir, et n’a donc plus de cartes\u00a0: retirez cette entrée.',
        'left-form':
          'Donnez ce que garde {player} sous une seule forme\u00a0: soit «\u00a0cards\u00a0» (un nombre par carte), soit «\u00a0points\u00a0» avec «\u00a0ripperEscapes\u00a0» vrai ou faux, et rien d’autre.',
        'left-playable':
          '{card} pouvait encore aller sur la table, donc {player} devait la mettre de côté\u00a0: elle ne coûte rien.',
        'left-points-beyond':
          '{points}\u00a0points restés en main, c’est plus que ne peuvent valoir les cartes hors de la table ({max} au plus).',
        'vote-without-meld':
          'Des votes sont notés, mais personne n’a de combinaison devant soi\u00a0: seul un joueur qui en a une peut demander un vote.',
        'hand-after-end': 'La manche {hand} vient après la fin de la partie, à la manche {end}.',
        'bad-target': 'Le score à atteindre est un entier supérieur à 0, pas {value}.',
        'bad-variant':
          '«\u00a0{variant}\u00a0» n’est pas une variante de ce jeu, ou pas avec la valeur {value}. Ses variantes sont escapeWithoutCard («\u00a0victims-and-scenes\u00a0» ou «\u00a0nothing\u00a0») et ripperTotal («\u00a0evidence-and-suspect\u00a0» ou «\u00a0evidence-only\u00a0»).',
        'bad-value':
          '{card}\u00a0: la valeur d’une carte est un entier positif ou nul, pas {value}.',
        'bad-tiebreak':
          '{card}\u00a0: un numéro de départage est un entier à partir de 1 (ici {value}), et deux suspects n’ont jamais le même.',
        'bad-deck-count': '{card}\u00a0: un suspect a de 3 à 10 cartes indice, pas {value}.',
        'left-missing':
          'Rien n’est noté pour ce que garde {player}\u00a0: on le compte comme n’ayant rien qui coûte des points.',
        'pair-split':
          '{victim} et {scene} sont dans deux zones différentes\u00a0: celui qui pose la seconde prend d’habitude la première (pas toujours avec L’Éventreur frappe).',
        'deck-sum':
          'Les six suspects ont {sum} cartes indice en tout, alors que le jeu en a {expected}\u00a0: vérifiez les nombres.',
      },
      breakdown: {
        evidence: '{card}\u00a0: {count} indices × {value} = {points}',
        'evidence-doubled': '{card}, l’Éventreur\u00a0: {count} indices × {value} × 2 = {points}',
        wilds: 'dont {count} joker, compté pour {card}',
        letters: 'Lettres\u00a0: {count} × {value} = {points}',
        'suspect-card': '{card}\u00a0: {value}',
        'suspect-card-doubled': '{card}, l’Éventreur\u00a0: {value} × 2 = {points}',
        alibi: '{card}\u00a0: {value}, jamais doublé',
        'alibi-shared': '{card}, qui désigne {suspect}\u00a0: {value}, jamais doublé',
        'victim-or-scene': '{card}\u00a0: {value}',
        'held-card': 'En main, {card}\u00a0: {count} × {value} = −{cost}',
        'held-card-free': 'En main, {card}\u00a0: vaut {value}, ne coûte rien',
        'held-escape':
          'En main, {card}\u00a0: 2 par victime sur la table, {victims} victimes = −{cost}',
        'held-points': 'Cartes en main\u00a0: −{cost}',
        'held-nothing': 'Ne garde rien qui coûte des points',
        'left-missing': 'Rien de noté pour les cartes gardées\u00a0: compté comme rien',
        'vote-right': 'A voté {card}, l’Éventreur\u00a0: +{bonus}',
        'vote-wrong': 'A voté {card}\u00a0: ce n’est pas l’Éventreur, pas de bonus',
        'escape-card': 'A joué {card}\u00a0: {value}',
        'escape-nothing':
          'L’Éventreur s’est échappé\u00a0: avec les règles de cette table, personne ne marque',
        'outcome-caught': 'Arrêté\u00a0: {card} est l’Éventreur, et ses cartes comptent double',
        'outcome-escaped-card':
          'L’Éventreur s’est échappé\u00a0: la carte a été jouée, seules les victimes et les scènes marquent, et rien n’est déduit',
        'outcome-escaped-case-file':
          'L’Éventreur s’est échappé\u00a0: le Dossier s’est épuisé deux fois, rien n’est déduit et rien ne double',
        'outcome-escaped-alibi':
          'L’Éventreur s’est échappé\u00a0: tous les suspects qui ont des indices sur la table sont innocentés par l’alibi, rien n’est déduit et rien ne double',
        'suspect-total': '{card}\u00a0: {count} indices sur la table = {total}',
        'suspect-total-with-card':
          '{card}\u00a0: {count} indices sur la table ({evidencePoints}) + sa carte Suspect ({suspectCard}) = {total}',
        'suspect-cleared': '{card}\u00a0: {total} sur la table, mais innocenté par l’alibi',
        'tie-break':
          '{card} est à égalité avec {others} à {total}\u00a0: son numéro de départage, {tieBreak}, est le plus petit',
      },
      badges: {
        'vote-right': 'Bon vote, +10',
        won: 'Gagne la partie',
      },
      settings: {
        target: 'Score à atteindre',
        'escape-without-card': 'L’Éventreur s’échappe sans la carte',
        'escape-without-card-victims-and-scenes': 'les victimes et les scènes marquent quand même',
        'escape-without-card-nothing': 'personne ne marque',
        'ripper-total': 'Le total de l’Éventreur',
        'ripper-total-evidence-and-suspect': 'les indices et sa carte Suspect',
        'ripper-total-evidence-only': 'les indices seuls',
        'card-values': 'Valeurs des cartes',
        'card-value': '{card} = {value} (par défaut\u00a0: {defaultValue})',
        'tie-breaks': 'Numéros de départage',
        'tie-break': '{card} = {value} (par défaut\u00a0: {defaultValue})',
        'evidence-counts': 'Cartes indice par suspect',
        'evidence-count': '{card} = {value} (par défaut\u00a0: {defaultValue})',
      },
      sheet: {
        ripper: 'Éventreur',
        caught: '{card}',
        'escaped-card': 'échappé (carte)',
        'escaped-case-file': 'échappé (Dossier)',
        'escaped-alibi': 'échappé (alibi)',
      },
      summary: {
        'went-out': '{player} a fini la manche',
        'ripper-escapes': '{player} a joué L’Éventreur s’échappe',
        'commissioner-resigns': 'la Démission du commissaire a forcé {players} à finir',
        'case-file-exhausted': 'le Dossier s’est épuisé deux fois',
        caught: 'l’Éventreur, {card}, est arrêté',
        escaped: 'l’Éventreur s’est échappé',
        dealer: 'donneur\u00a0: {player}',
      },
    },
  },
})
