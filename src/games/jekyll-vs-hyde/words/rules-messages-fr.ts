import type { Widen } from '../../../shared/i18n/define-messages'
import { editionNames, type jekyllVsHydeRulesMessagesEn } from './rules-messages-en'

/** The rules reference in French: a key missing here, or one too many, does not compile. */
export const jekyllVsHydeRulesMessagesFr: Widen<typeof jekyllVsHydeRulesMessagesEn> = {
  'jekyll-vs-hyde': {
    reference: {
      name: 'Jekyll vs. Hyde',
      intro:
        'Jekyll vs. Hyde de Geonil (Mandoo Games, 2020), le duel de plis où le Dr Jekyll tente de garder son équilibre pendant que Mr Hyde tire un marqueur vers son propre bout de la piste, tel que Casebook le compte. Chaque règle que cite un score, une explication ou un message a ici son entrée.',
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
          body: 'Un joueur est le Dr Jekyll, l’autre Mr Hyde. Une partie compte au plus 3 manches de 10 plis. Après chaque manche, le marqueur de personnalité avance sur une piste vers le bout de Hyde, de l’écart entre les nombres de plis des deux joueurs. Hyde gagne dès que le marqueur atteint la dernière case\u00a0; s’il ne l’a pas atteinte à la fin de la 3e manche, Jekyll gagne.',
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
}
