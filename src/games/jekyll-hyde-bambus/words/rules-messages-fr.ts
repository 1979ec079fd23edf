import type { Widen } from '../../../shared/i18n/define-messages'
import type { bambusRulesMessagesEn } from './rules-messages-en'

/** The rules reference in French: a key missing here, or one too many, does not compile. */
export const bambusRulesMessagesFr: Widen<typeof bambusRulesMessagesEn> = {
  'jekyll-hyde-bambus': {
    reference: {
      name: 'Dr. Jekyll & Mr. Hyde (Bambus)',
      intro:
        'Dr. Jekyll & Mr. Hyde de Wolfgang Werner (Bambus, 2002), le jeu de plis à 28 cartes pour 4 joueurs en deux équipes ou 3 avec un solitaire qui tourne, tel que Casebook le compte. Chaque règle citée par un score ou un message a ici son entrée.',
      figures: {
        cards: {
          caption: 'Les 28 cartes\u00a0: 14 par camp',
          kind: 'Carte',
          rank: 'Hauteur',
          pair: 'Carte Jekyll / carte Hyde',
          value: 'Valeur',
          unverifiedName: 'nom non vérifié',
          unverifiedEnglish: 'nom anglais non vérifié',
        },
        kinds: {
          transformation: 'Transformation',
          character: 'Personnage',
          location: 'Lieu',
          action: 'Action',
        },
        ranks: {
          T: 'la plus haute, ne gagne jamais',
          A: 'A',
          B: 'B',
          C: 'C',
          D: 'D',
          E: 'E',
          F: 'F, tous égaux',
          action: 'la plus basse, toutes égales',
        },
      },
      sections: {
        cards: {
          title: 'Les cartes',
          lead: 'Deux camps de 14 cartes chacun\u00a0: ce que vaut chaque carte et sa hauteur.',
        },
        table: {
          title: 'Équipes, places et donne',
          lead: 'Qui joue avec qui, où chacun s’assoit et qui distribue, à 4 joueurs.',
        },
        three: {
          title: 'À trois joueurs',
          lead: 'À chaque manche, un joueur tient seul le camp Hyde, face à une place vide.',
        },
        tricks: {
          title: 'Jouer les plis',
          lead: 'Sept plis par manche\u00a0: quelle carte va devant qui, laquelle l’emporte, et ce que fait une Transformation.',
        },
        piles: {
          title: 'Saisir les cartes gagnées',
          lead: 'Après le septième pli, vous indiquez à Casebook quel camp a pris quelles cartes\u00a0; il vérifie que les tas sont des plis entiers.',
        },
        scoring: {
          title: 'Compter une manche',
          lead: 'Les points de chaque camp multipliés par ses propres multiplicateurs.',
        },
        end: {
          title: 'Fin de la partie',
          lead: 'Les manches s’enchaînent jusqu’à ce qu’un camp, ou à 3 joueurs un joueur, atteigne 1000.',
        },
        variants: {
          title: 'Variantes et questions ouvertes',
          lead: 'Là où la règle laisse un doute\u00a0: les réglages choisis au début d’une partie, et ce que Casebook suppose en attendant une vérification.',
        },
        validation: {
          title: 'Comment Casebook vérifie vos saisies',
          lead: 'Ce que Casebook refuse, ce qu’il signale seulement, et pourquoi.',
        },
      },
      entries: {
        'cards-deck': {
          title: 'Le paquet\u00a0: 28 cartes',
          body: 'Chaque camp, Jekyll et Hyde, a les mêmes 14 sortes de cartes\u00a0: une Transformation, cinq personnages classés de A à E, cinq lieux de 3 à 7 points et trois actions valant ×1, ×2 et ×3. Le dos et la face d’une carte montrent son camp. Deux cartes de placement, A et B, accompagnent le jeu et ne comptent jamais.',
          more: 'Personnages et lieux comptent quel que soit leur camp\u00a0; une action ne multiplie que les points de son propre camp. À chaque manche, les 28 cartes sont en jeu et 60 points se partagent\u00a0: 50 en lieux et 10 en personnages.',
        },
        deck: {
          title: 'Corriger la valeur d’une carte',
          body: 'Le tableau ci-dessus donne les valeurs que Casebook tient de la règle. Si vos cartes disent autre chose, vous pouvez changer la valeur de n’importe quelle carte au début d’une partie\u00a0: des points pour un personnage, un lieu ou une Transformation, le multiplicateur pour une action. Une valeur est un nombre entier de 0 à 99, donné pour l’une des 28 cartes.',
          more: 'Chaque partie enregistre les valeurs avec lesquelles elle a été comptée\u00a0: ses scores ne changent donc jamais ensuite.',
        },
        'cards-names': {
          title: 'Des noms que personne n’a encore vérifiés',
          body: 'Le seul lieu que nomme la règle est l’appartement de Mr Hyde, qui vaut 6\u00a0; qu’il s’agisse du 6 de Hyde est déduit de son nom. Les autres lieux s’affichent «\u00a0Lieu 3\u00a0» à «\u00a0Lieu 7\u00a0». Les noms anglais de la Transformation et des actions traduisent la règle française\u00a0: ceux imprimés sur les cartes ne sont pas connus.',
          more: 'Le score ne dépend que du camp et de la valeur de chaque carte\u00a0: rien de tout cela ne change un score. Si vous possédez le jeu, les noms de vos cartes sont les bons.',
        },
        players: {
          title: 'Trois ou quatre joueurs',
          body: 'Le jeu se joue à 4 en deux équipes, ou à 3 avec un solitaire qui tourne. Casebook refuse un fichier de partie qui compte un autre nombre de joueurs, ou dont chaque joueur n’a pas son propre identifiant (1 à 32 lettres sans accent, chiffres, tirets ou tirets bas).',
          more: 'L’identifiant «\u00a0ghost\u00a0» est réservé\u00a0: il désigne la place vide d’une partie à 3.',
        },
        team: {
          title: 'Deux équipes\u00a0: Jekyll et Hyde',
          body: 'À 4 joueurs, deux équipes sont tirées au sort au début\u00a0: les deux joueurs du camp Jekyll et les deux du camp Hyde. Chaque manche du fichier de partie nomme les deux joueurs Jekyll, deux joueurs différents de la partie.',
        },
        'team-changed': {
          title: 'Les équipes ne changent pas',
          body: 'Les équipes sont tirées une fois pour toute la partie. Une manche dont le camp Jekyll n’est pas formé des deux joueurs de la première manche est une erreur.',
        },
        'seating-card': {
          title: 'Carte de placement A ou B',
          body: 'Une carte de placement est posée au milieu de la table. Avec la carte A, les partenaires sont assis face à face\u00a0; avec la carte B, côte à côte. Vous choisissez la carte au début d’une partie à 4.',
        },
        'first-jekyll': {
          title: 'Quelle équipe joue Dr Jekyll',
          body: 'Les règles tirent les équipes au sort sans dire laquelle joue Dr Jekyll. Au début d’une partie à 4, vous le dites\u00a0: par défaut l’équipe du joueur qui entame la première manche (le voisin de gauche du premier donneur), ou l’équipe du premier donneur. Les équipes ne changent pas\u00a0: cette équipe joue Dr Jekyll toute la partie. Cela ne remplit que la première manche et ne change jamais un score.',
        },
        'team-seating': {
          title: 'Les partenaires là où la carte les place',
          body: 'Casebook compare les places de chaque manche à la carte de placement\u00a0: avec la carte A, les deux joueurs Jekyll sont à deux places l’un de l’autre, face à face\u00a0; avec la carte B, ils sont voisins.',
        },
        seats: {
          title: 'Les quatre places',
          body: 'Chaque manche note les quatre places dans le sens des aiguilles d’une montre, en partant de n’importe laquelle\u00a0: à 4 joueurs, les quatre joueurs\u00a0; à 3, les trois joueurs et le fantôme. Chaque place apparaît une fois.',
        },
        'setup-deal': {
          title: 'La donne et l’entame',
          body: 'Le donneur distribue les 28 cartes une à une, 7 à chaque place\u00a0: la plupart des joueurs ont donc des cartes des deux camps. Le joueur à gauche du donneur entame le premier pli, et l’on joue dans le sens des aiguilles d’une montre.',
        },
        dealer: {
          title: 'Le donneur',
          body: 'Chaque manche nomme son donneur, qui doit être l’un des joueurs. Qui a distribué ne change jamais le score.',
        },
        'dealer-out-of-turn': {
          title: 'À qui de distribuer',
          body: 'La règle ne dit pas qui distribue ensuite\u00a0; Casebook s’attend à ce que la donne passe à gauche, comme dans le jeu dont celui-ci reprend la mécanique. À 3 joueurs, le donneur est assis à la droite du solitaire.',
          more: 'Un donneur inattendu n’est qu’un avertissement\u00a0: la manche est tout de même comptée, car une table qui s’est trompée doit pouvoir noter ce qu’elle a joué.',
        },
        'seats-moved': {
          title: 'Personne ne change de place',
          body: 'À 4 joueurs, chacun garde sa place toute la partie\u00a0: Casebook avertit quand l’ordre autour de la table diffère de celui de la manche précédente. À 3 joueurs, il attend un seul déplacement, celui que demande la rotation.',
        },
        'three-solo': {
          title: 'Le solitaire et le fantôme',
          body: 'À 3 joueurs, un joueur est le solitaire de la manche et tient seul le camp Hyde. La place en face de lui reste vide\u00a0: c’est le fantôme, une place Hyde dont les 7 cartes sont posées face visible. Les deux autres joueurs forment le camp Jekyll.',
          more: 'Le solitaire entame le premier pli. Quand c’est son tour ou celui du fantôme, il peut prendre la carte Hyde dans l’une ou l’autre main, et si la carte du fantôme gagne un pli, le pli est à Hyde et le solitaire entame pour le fantôme. Une carte Jekyll demandée au fantôme est choisie par le solitaire dans sa main visible\u00a0; une carte demandée au solitaire vient de sa propre main.',
        },
        solo: {
          title: 'Nommer le solitaire',
          body: 'Chaque manche d’une partie à 3 nomme son solitaire, qui doit être l’un des joueurs. Une manche à 4 nomme à la place l’équipe Jekyll.',
        },
        'ghost-seat': {
          title: 'Le fantôme face au solitaire',
          body: 'Dans les places d’une manche à 3, le fantôme est à deux places du solitaire, en face de lui.',
        },
        'seating-card-3p': {
          title: 'Pas de carte B à trois',
          body: 'À 3 joueurs, le fantôme est toujours en face du solitaire, et la rotation des places n’est définie que pour cette disposition\u00a0: la carte de placement B est refusée dans une partie à 3.',
        },
        'three-rotation': {
          title: 'Après chaque manche',
          body: 'Le joueur à gauche du solitaire prend la place du fantôme et distribue la manche suivante\u00a0; le joueur à droite du solitaire devient le prochain solitaire. Les trois joueurs gardent leur ordre autour de la table\u00a0: seule la place vide se déplace.',
          more: 'Ainsi le donneur est toujours à la droite du solitaire, le solitaire entame comme dans le jeu à 4, et le donneur d’une manche est le solitaire de la suivante.',
        },
        'solo-out-of-turn': {
          title: 'À qui de jouer en solitaire',
          body: 'À partir de la deuxième manche, Casebook s’attend à ce que le solitaire soit le joueur à droite du précédent. Un autre solitaire n’est qu’un avertissement.',
        },
        'tricks-turn': {
          title: 'Son propre camp, depuis n’importe quelle main',
          body: 'À votre tour, une carte de votre camp doit être posée devant vous. Vous pouvez la jouer de votre main, ou désigner n’importe quel autre joueur, partenaire ou adversaire, qui a une carte de votre camp\u00a0: c’est lui qui choisit laquelle poser devant vous. Dans les deux cas, la carte compte comme la vôtre. Le tour passe ensuite à votre gauche, pas au joueur désigné.',
          more: 'Chaque place finit donc chaque pli avec une carte de son camp devant elle\u00a0: chaque pli, et chaque tas de plis, contient 2 cartes Jekyll et 2 cartes Hyde. Un joueur peut être désigné plusieurs fois dans un pli\u00a0: les mains ne gardent donc pas la même taille.',
        },
        'tricks-ranks': {
          title: 'Quelle carte l’emporte',
          body: 'De la plus haute à la plus basse\u00a0: la Transformation, puis les personnages A, B, C, D et E, puis n’importe quel lieu, puis n’importe quelle action. Les cartes de même hauteur sont égales, tous les lieux et toutes les actions compris\u00a0; entre cartes égales, la première jouée compte comme la plus haute. La plus haute carte remporte le pli pour le camp de sa place, et cette place entame le suivant.',
          example:
            'L’Enfield (D) de Jekyll est joué en premier et celui de Hyde plus tard\u00a0: celui de Jekyll compte comme le plus haut.',
        },
        'tricks-transformation': {
          title: 'La Transformation',
          body: 'La Transformation est la plus haute carte, mais elle ne gagne jamais de pli\u00a0: les quatre cartes restent sur la table, et le joueur devant qui elle est posée entame le pli suivant. Celui qui gagne ce pli suivant prend aussi les cartes restées sur la table.',
          more: 'Si le pli suivant contient l’autre Transformation, les huit cartes restent et son joueur entame. Si les deux sont dans le même pli, la première jouée compte. Une Transformation dans le dernier pli ne laisse ce pli, et les cartes qui attendent encore, à personne\u00a0: ce sont les cartes neutres.',
          example:
            'Une Transformation retient le troisième pli. Hyde gagne le quatrième avec M. Hyde (A) et prend les 8 cartes.',
        },
        'trick-seats': {
          title: 'Une carte devant chaque place',
          body: 'Dans un pli soumis à l’arbitre des plis, les quatre cartes sont posées devant les quatre places de la table, une chacune, et la table compte deux places Jekyll et deux places Hyde.',
        },
        'trick-cards': {
          title: 'Chaque carte une fois',
          body: 'Chaque carte d’un pli, celles qui attendent comprises, est l’une des 28 cartes, et aucune n’apparaît deux fois.',
        },
        'trick-wrong-side': {
          title: 'Seulement son propre camp devant soi',
          body: 'Une place ne reçoit jamais qu’une carte de son camp, quelle que soit la main d’où elle vient. Une carte Hyde devant une place Jekyll est une erreur.',
        },
        'trick-waiting': {
          title: 'Les cartes restées sur la table',
          body: 'Des cartes n’attendent sur la table qu’à cause d’une Transformation\u00a0: aucune, 4 dont une Transformation après un pli retenu, ou 8 avec les deux Transformations après deux.',
        },
        'trick-order': {
          title: 'Dans le sens des aiguilles d’une montre',
          body: 'Quand une manche entière est jouée pli par pli, chaque pli part de celui qui l’entame et tourne dans le sens des aiguilles d’une montre, et une manche compte 7 plis. Le premier à entamer est le voisin de gauche du donneur, ou à 3 joueurs le solitaire.',
        },
        'trick-file': {
          title: 'Un fichier de pli',
          body: 'La commande trick de la ligne de commande lit un fichier qui décrit un pli de ce jeu\u00a0: le camp des quatre places, les quatre cartes jouées dans l’ordre, s’il s’agit du dernier pli et les cartes qui attendent sur la table.',
        },
        'piles-entry': {
          title: 'Cochez un tas',
          body: 'Après le septième pli, triez les plis gagnés en un tas Jekyll et un tas Hyde, plus un tas neutre si une Transformation est tombée dans le dernier pli. Cochez ensuite les cartes d’un tas, en général le plus petit\u00a0: toute carte non cochée et non neutre va à l’autre tas. Vous pouvez aussi saisir les deux tas\u00a0; chaque carte doit alors figurer dans l’un d’eux.',
        },
        'hand-shape': {
          title: 'Comment s’écrit une manche',
          body: 'Une manche du fichier de partie contient son donneur, ses places et ses tas (jekyll, hyde et neutral, chacun une liste de cartes, et rien d’autre), et à 4 joueurs l’équipe Jekyll, à 3 le solitaire, jamais les deux.',
          more: 'Un nom de tas mal écrit est refusé plutôt qu’ignoré\u00a0: sinon toutes les cartes iraient en silence à l’autre camp.',
        },
        'pile-missing': {
          title: 'Au moins un tas',
          body: 'Une manche indique le tas Jekyll, le tas Hyde ou les deux\u00a0: l’autre s’en déduit.',
        },
        'card-unknown': {
          title: 'Uniquement les cartes de ce paquet',
          body: 'Chaque carte citée dans un tas doit être l’une des 28 cartes du jeu.',
        },
        'card-repeated': {
          title: 'Chaque carte dans un seul tas',
          body: 'Une carte n’est gagnée qu’une fois\u00a0: elle ne peut pas apparaître deux fois, dans une liste ou d’une liste à l’autre.',
        },
        'card-missing': {
          title: 'Chaque carte quelque part',
          body: 'Quand vous saisissez les deux tas, chacune des 28 cartes doit être dans le tas Jekyll, le tas Hyde ou le tas neutre.',
        },
        'pile-size': {
          title: 'Des plis entiers',
          body: 'Les plis se gagnent entiers, 4 cartes à la fois\u00a0: les tas Jekyll et Hyde contiennent chacun un multiple de 4 cartes.',
        },
        'pile-balance': {
          title: 'Deux et deux',
          body: 'Chaque pli contient 2 cartes Jekyll et 2 cartes Hyde\u00a0: chaque tas, le neutre compris, contient donc autant de cartes Jekyll que de cartes Hyde.',
          more: 'C’est ce qui repère une carte oubliée ou en trop avant d’enregistrer la manche.',
        },
        'neutral-size': {
          title: 'Le tas neutre\u00a0: 0, 4 ou 8 cartes',
          body: 'Seul le dernier pli, avec au plus un pli retenu qui attend avant lui, peut n’aller à personne\u00a0: le tas neutre contient 0, 4 ou 8 cartes.',
        },
        'neutral-transformation': {
          title: 'Un pli neutre contient une Transformation',
          body: 'Un pli ne reste sur la table qu’à cause d’une Transformation\u00a0: 4 cartes neutres en comptent une, 8 en comptent deux.',
        },
        'held-trick': {
          title: 'Une Transformation part avec le pli suivant',
          body: 'Le pli d’une Transformation est toujours pris avec le pli qui le suit\u00a0: un tas Jekyll ou Hyde qui contient une Transformation compte au moins 8 cartes.',
        },
        'score-points': {
          title: 'Les points\u00a0: les cartes des deux camps',
          body: 'Un camp compte les points de chaque personnage et de chaque lieu de son tas, quel que soit le camp de la carte\u00a0: les personnages valent 1 chacun, les lieux de 3 à 7.',
          example:
            'Jekyll a gagné M. Hyde (1) et l’appartement de Mr Hyde (6)\u00a0: ils comptent 7 points pour Jekyll.',
        },
        'score-transformation': {
          title: 'Une Transformation gagnée',
          body: 'Une Transformation vaut 0 point pour qui la prend\u00a0; elle change seulement qui remporte les plis.',
        },
        'score-own-action': {
          title: 'Les multiplicateurs\u00a0: ses propres actions',
          body: 'Le multiplicateur d’un camp est la somme de ses propres actions dans son tas\u00a0: Charité ×1, Pitié ×2 et Remords ×3 pour Jekyll\u00a0; Fureur ×1, Brutalité ×2 et Meurtre ×3 pour Hyde. Les trois ensemble font ×6.',
          example: 'Hyde a pris la Fureur et le Meurtre\u00a0: son multiplicateur est 1 + 3 = 4.',
        },
        'score-denied-action': {
          title: 'Prendre les actions de l’autre camp',
          body: 'Une action de l’autre camp dans votre tas ne compte pour personne\u00a0: elle n’ajoute rien à votre multiplicateur, mais ses propriétaires ne peuvent pas non plus s’en servir.',
        },
        'score-no-own-action': {
          title: 'Aucune action à soi, aucun point',
          body: 'Un camp qui n’a pris aucune de ses propres actions a un multiplicateur de 0\u00a0: il marque 0 pour la manche, quel que soit le nombre de points pris.',
        },
        'score-formula': {
          title: 'Les points fois le multiplicateur',
          body: 'Chaque camp marque ses points multipliés par son multiplicateur. Avec les valeurs imprimées, un camp marque au plus 60 × 6 = 360 par manche. À 4 joueurs, les deux partenaires reçoivent le score de leur camp.',
          example:
            'Jekyll a pris l’appartement de Mr Hyde (6), Lanyon, M. Hyde et Utterson (1 chacun), une Transformation (0), la Charité, le Remords et la Fureur de Hyde\u00a0: (6 + 1 + 1 + 1) × (1 + 3) = 36. Hyde a les 20 autres cartes\u00a0: 51 points × (2 + 3) = 255.',
        },
        'score-neutral': {
          title: 'Les cartes neutres',
          body: 'Les cartes d’un dernier pli retenu par une Transformation, et celles qui attendaient avec lui, ne vont à personne\u00a0: leurs points et leurs actions ne comptent pour aucun camp.',
        },
        'score-each-jekyll-player': {
          title: 'À trois\u00a0: chaque joueur Jekyll marque tout',
          body: 'À 3 joueurs, le solitaire reçoit le score du camp Hyde et chacun des deux joueurs Jekyll reçoit le score du camp Jekyll en entier, pas la moitié. Sur une rotation complète, chacun joue une fois en solitaire et deux fois Jekyll.',
          more: 'La règle dit que les points sont notés pour chaque joueur séparément\u00a0; aucune autre source ne confirme cette lecture.',
        },
        target: {
          title: 'Partie en 1000 points',
          body: 'La partie s’arrête dès qu’un camp, ou à 3 joueurs un joueur, a au moins 1000 points. Vous pouvez choisir un autre objectif, un nombre entier supérieur à 0, au début d’une partie.',
        },
        'game-end': {
          title: 'Qui gagne',
          body: 'Après chaque manche, les scores s’ajoutent aux totaux. Dès qu’un total atteint l’objectif, le plus haut total l’emporte\u00a0: un camp à 4 joueurs, un joueur à 3. Les scores ne sont jamais négatifs\u00a0: un total qui a atteint l’objectif y reste.',
        },
        'end-tie': {
          title: 'Égalité en tête',
          body: 'La règle ne dit pas ce qui se passe quand les plus hauts totaux sont égaux. Par défaut, on joue une manche de plus, et encore une après une nouvelle égalité\u00a0; une table qui accepte le match nul peut plutôt laisser les ex aequo partager la victoire.',
          more: 'À 3 joueurs, les deux joueurs Jekyll marquent autant à chaque manche et sont donc souvent à égalité\u00a0; la rotation du solitaire les départage en quelques manches.',
        },
        'hand-after-end': {
          title: 'Pas de manche après la fin',
          body: 'Une partie décidée est terminée\u00a0: une manche saisie après la manche décisive est une erreur. Si une manche précédente était fausse, corrigez plutôt celle-ci.',
        },
        'variants-why': {
          title: 'Pourquoi des variantes',
          body: 'La règle de ce jeu est connue par une traduction française et quelques critiques. Là où elles laissent un vrai doute, Casebook retient une lecture par défaut et vous laisse en choisir une autre au début d’une partie\u00a0; chaque partie enregistre ses réglages, ses scores ne changent donc jamais ensuite.',
        },
        rules: {
          title: 'Comment s’écrivent les réglages',
          body: 'Dans un fichier de partie, les règles, leurs variantes et la valeur des cartes (rules, rules.variants et rules.deck) sont chacune un objet JSON. Tout ce qui manque prend sa valeur par défaut.',
        },
        variant: {
          title: 'Uniquement les variantes connues',
          body: 'Un fichier de partie ne peut citer que les variantes de ce jeu, seatingCard, firstJekyll et endTie, chacune avec l’une de ses valeurs. Tout le reste est refusé, car la partie ne pourrait pas être comptée comme la table l’a jouée.',
        },
        unverified: {
          title: 'Ce qui n’est pas encore vérifié',
          body: 'Quelques points reposent sur une seule source ou sur aucune, et Casebook suit un choix par défaut en attendant une vérification\u00a0: le nom des lieux, le fait que l’appartement de Mr Hyde soit le 6 de Hyde, les noms anglais imprimés, le score Jekyll entier pour chaque joueur Jekyll à 3, la manche de plus après une égalité, et qui distribue la manche suivante.',
          more: 'Un de plus\u00a0: si une Transformation tombe dans le dernier pli alors qu’un pli retenu attend encore, Casebook rend les 8 cartes neutres, puisque plus personne ne peut les prendre.',
        },
        'validation-severity': {
          title: 'Erreurs et avertissements',
          body: 'Casebook vérifie chaque manche et chaque fichier de partie qu’il ouvre ou importe. Une erreur signale quelque chose d’impossible à la table, comme un tas qui n’est pas fait de plis entiers\u00a0: la manche ne peut pas être comptée tant qu’elle n’est pas corrigée.',
          more: 'Un avertissement signale quelque chose de possible mais d’inhabituel, comme un donneur inattendu\u00a0: les scores sont tout de même calculés. Chaque message cite sa règle, et chaque règle a ici son entrée.',
        },
      },
    },
  },
}
