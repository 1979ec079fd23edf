import type { Widen } from '../../../shared/i18n/define-messages'
import type { jackTheRipperRulesMessagesEn } from './rules-messages-en'

/** The rules reference in French: a key missing here, or one too many, does not compile. */
export const jackTheRipperRulesMessagesFr: Widen<typeof jackTheRipperRulesMessagesEn> = {
  'mystery-rummy-jack-the-ripper': {
    reference: {
      name: 'Mystérami – Jack l’Éventreur',
      intro:
        'Mystérami – Jack l’Éventreur (Mystery Rummy Case #1) de Mike Fitzgerald (U.S. Games Systems, 1998), le jeu de rami pour 2 à 4 joueurs qui courent vers 100 points en démasquant l’Éventreur, tel que Casebook le compte. Chaque règle que cite un score ou un message a ici son entrée.',
      figures: {
        deck: {
          caption: 'Le paquet\u00a0: {count} cartes',
          card: 'Carte',
          count: 'Nombre',
          value: 'Valeur',
          tieBreak: 'Départage',
          groups: {
            evidence: 'Cartes Preuve, avec une loupe\u00a0: {count}',
            gavel: 'Cartes Marteau, avec un marteau, et L’Éventreur s’échappe\u00a0: {count}',
          },
          unverified: 'non vérifié',
          legend:
            'Un point d’interrogation à côté d’un chiffre signifie qu’aucune source lue par Casebook ne le confirme\u00a0: vérifiez-le sur vos propres cartes, et corrigez-le au début d’une partie.',
          nameUnverified: 'nom imprimé non vérifié',
          frenchNameUnverified: 'nom français non vérifié',
          notes: {
            letter: 'jamais l’Éventreur, jamais doublée',
            wild: 'jouée\u00a0: la valeur de sa couleur\u00a0; en main\u00a0: cette valeur',
            'alibi-eddy-gull': 'innocente celui des deux qu’il nomme',
            'ripper-escapes': 'termine la manche',
          },
          cards: {
            druitt: 'Montague Druitt',
            eddy: 'Prince Eddy',
            gull: 'Sir Gull',
            chapman: 'George Chapman',
            jill: 'Jill l’Éventreuse',
            pedachenko: 'Dr Pedachenko',
            letter: 'Lettre',
            wild: 'Joker',
            'suspect-druitt': 'Suspect\u00a0: Montague Druitt',
            'suspect-eddy': 'Suspect\u00a0: prince Eddy',
            'suspect-gull': 'Suspect\u00a0: Sir Gull',
            'suspect-chapman': 'Suspect\u00a0: George Chapman',
            'suspect-jill': 'Suspect\u00a0: Jill l’Éventreuse',
            'suspect-pedachenko': 'Suspect\u00a0: Dr Pedachenko',
            'alibi-druitt': 'Alibi\u00a0: Montague Druitt',
            'alibi-chapman': 'Alibi\u00a0: George Chapman',
            'alibi-jill': 'Alibi\u00a0: Jill l’Éventreuse',
            'alibi-pedachenko': 'Alibi\u00a0: Dr Pedachenko',
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
        },
      },
      sections: {
        cards: {
          title: 'Les cartes',
          lead: 'Des cartes Preuve à poser en séries, des cartes Marteau jouées une à une pour leur effet, et L’Éventreur s’échappe.',
        },
        setup: {
          title: 'Les joueurs, la donne et un tour',
          lead: 'De deux à quatre joueurs, chacun pour soi.',
        },
        play: {
          title: 'Poser des cartes',
          lead: 'Ce qui doit déjà être sur la table avant qu’une carte puisse suivre, et le vote.',
        },
        ending: {
          title: 'La fin d’une manche',
          lead: 'Comment une manche se termine, et si l’Éventreur est démasqué ou s’échappe.',
        },
        caught: {
          title: 'Le décompte quand l’Éventreur est démasqué',
          lead: 'D’abord qui est l’Éventreur, puis ce que marque chaque joueur.',
        },
        escaped: {
          title: 'Le décompte quand l’Éventreur s’échappe',
          lead: 'Seules comptent les Victimes et les Scènes, et la carte L’Éventreur s’échappe elle-même.',
        },
        entry: {
          title: 'Saisir une manche',
          lead: 'Ce que vous tapez après chaque manche, et ce que Casebook y vérifie.',
        },
        end: {
          title: 'La fin de la partie',
          lead: 'Les manches se suivent jusqu’à ce qu’un joueur ait au moins 100 points.',
        },
        variants: {
          title: 'Variantes et valeurs non vérifiées',
          lead: 'Là où la règle laisse un doute, et les valeurs que vous pouvez corriger d’après vos propres cartes.',
        },
        validation: {
          title: 'Comment Casebook vérifie un fichier de partie',
          lead: 'Ce qu’il refuse, ce qu’il se contente de signaler, et pourquoi.',
        },
      },
      entries: {
        'cards-deck': {
          title: 'Le paquet\u00a0: 62 cartes',
          body: 'Les cartes Preuve portent une loupe dans le coin supérieur et se posent en séries. Les cartes Marteau portent un marteau et se jouent une à une pour leur effet. La carte L’Éventreur s’échappe est à part. Chaque carte indique les points qu’elle vaut.',
          more: 'La plupart de ces valeurs ne figurent dans aucune source que Casebook a pu lire\u00a0: le tableau les signale. Si vos cartes disent autre chose, corrigez-les au début d’une partie.',
        },
        'cards-evidence': {
          title: 'Les Preuves\u00a0: une couleur par suspect',
          body: 'Chacun des six suspects a sa couleur de Preuves. Trois cartes ou plus d’une même couleur forment une série. Dès qu’une couleur a une série sur la table, chacun peut y ajouter une ou deux cartes de cette couleur\u00a0; elles restent devant le joueur qui les ajoute, même sur la série d’un autre.',
          more: 'Un Joker remplace la couleur de n’importe quel suspect et compte alors comme cette couleur en tout, score compris. Il doit rejoindre une carte de la même couleur dans votre propre zone, ou une nouvelle série. Les quatre Lettres forment une série à part\u00a0: elles n’appartiennent à aucun suspect, ne désignent donc jamais l’Éventreur et ne sont jamais doublées.',
        },
        'cards-gavel': {
          title: 'Ce que font les cartes Marteau',
          body: 'Vous pouvez jouer une carte Marteau par tour. Une Victime vous apporte sa Scène si celle-ci est déjà sortie, puis vous piochez 2 cartes. Une Scène vous apporte sa Victime si elle est sortie, puis vous prenez dans Scotland Yard n’importe quelle carte sauf une Scène, la montrez, et la jouez ou la gardez. Une carte Suspect se pose devant vous dès que son suspect a une série sur la table.',
          more: 'Un Alibi attend lui aussi la série de son suspect, et renvoie à Scotland Yard l’Alibi déjà sur la table. L’Alibi prince Eddy / Sir Gull nomme l’un des deux quand il est joué. L’Éventreur frappe retourne les cartes du Dossier une à une, 5 au plus, jusqu’à ce qu’une Victime apparaisse\u00a0: vous la prenez et piochez 2 cartes. La Démission du commissaire de police oblige chaque joueur à poser les Victimes qu’il a en main, en prenant leurs Scènes, sans piocher.',
        },
        'too-many-cards': {
          title: 'Pas plus de cartes que le paquet n’en contient',
          body: 'Les cartes sur la table et celles restées en main ne peuvent pas montrer, ensemble, plus d’exemplaires d’une carte que le paquet n’en a\u00a0: les Preuves naturelles de chaque suspect, 2 Jokers, 4 Lettres, un seul de chaque Suspect, Alibi, Victime et Scène, et un seul L’Éventreur s’échappe, compté comme joué quand il a terminé la manche.',
          more: 'L’Alibi prince Eddy / Sir Gull est une seule carte\u00a0: il n’innocente jamais les deux.',
        },
        'player-count': {
          title: 'De deux à quatre joueurs',
          body: 'Chacun joue pour soi. Casebook refuse un fichier de partie de moins de 2 joueurs ou de plus de 4.',
        },
        'setup-deal': {
          title: 'La donne',
          body: 'Distribuez 10 cartes à chacun à 2 joueurs, 9 à 3 et 8 à 4. Retournez la carte suivante\u00a0: elle commence Scotland Yard, la défausse, que personne ne peut consulter sauf si une carte le permet. Le reste, face cachée, est le Dossier où l’on pioche.',
        },
        'setup-turn': {
          title: 'Un tour',
          body: 'Dans cet ordre\u00a0: vous pouvez lancer le vote\u00a0; vous piochez la carte du dessus du Dossier ou de Scotland Yard\u00a0; vous posez autant de Preuves que vous voulez et au plus une carte Marteau\u00a0; puis vous défaussez une carte face visible sur Scotland Yard.',
          more: 'Une carte Marteau jouée sur Scotland Yard ne compte pas comme votre défausse.',
        },
        'no-victim': {
          title: 'D’abord une Victime',
          body: 'Aucune Preuve, Lettres comprises, ne peut être posée avant qu’une Victime soit sur la table. Une manche avec des Preuves sur la table mais sans Victime est refusée.',
        },
        'no-meld': {
          title: 'Une série avant tout ajout',
          body: 'Des cartes d’une couleur, ou des Lettres, ne peuvent être sur la table que si quelqu’un en a posé une série\u00a0: au moins une zone en compte 3 ou plus, Jokers compris.',
        },
        'wilds-exceed-evidence': {
          title: 'Les Jokers sont comptés dans leur couleur',
          body: 'Vous donnez le nombre de Preuves d’une couleur Jokers compris, puis combien d’entre elles sont des Jokers. Le second nombre ne peut pas dépasser le premier.',
          example: 'Quatre cartes Druitt, dont un Joker\u00a0: Druitt 4, dont 1 Joker.',
        },
        'wild-without-natural': {
          title: 'Un Joker accompagne une vraie carte',
          body: 'Un Joker doit correspondre à une carte de sa couleur dans la zone du même joueur. Une zone ne contient donc jamais que des Jokers d’une couleur\u00a0: au moins une carte naturelle de cette couleur y est aussi.',
        },
        'suspect-without-meld': {
          title: 'Une carte Suspect après ses Preuves',
          body: 'Une carte Suspect ne peut être jouée qu’une fois que son suspect a des Preuves sur la table. Une carte Suspect dont le suspect n’en a aucune est refusée.',
        },
        'alibi-without-meld': {
          title: 'Un Alibi après ses Preuves',
          body: 'Il en va de même d’un Alibi\u00a0: le suspect qu’il innocente doit avoir des Preuves sur la table. Pour la carte prince Eddy / Sir Gull, c’est celui qu’elle a nommé.',
        },
        'one-alibi': {
          title: 'Un seul Alibi à la fois',
          body: 'Un nouvel Alibi renvoie à Scotland Yard celui qui était déjà sur la table\u00a0: à la fin d’une manche, une zone au plus contient un Alibi.',
        },
        'pair-split': {
          title: 'Une Victime et sa Scène ensemble',
          body: 'Qui joue une Victime prend sa Scène si elle est déjà sortie, et inversement\u00a0: une paire finit d’habitude dans une seule zone. Casebook prévient quand elles sont dans des zones différentes, et compte tout de même la manche\u00a0: une Victime trouvée par L’Éventreur frappe, par exemple, ne prend pas sa Scène.',
        },
        'escape-before-five-victims': {
          title: 'L’Éventreur s’échappe demande les cinq Victimes',
          body: 'L’Éventreur s’échappe ne peut être joué qu’une fois les cinq Victimes sur la table, mais alors à tout moment, même pendant le tour d’un autre joueur. Une manche terminée par cette carte avec moins de cinq Victimes est refusée.',
        },
        'play-vote': {
          title: 'Le vote',
          body: 'Une fois par manche, un joueur qui a une série devant lui (les Lettres comptent) peut lancer un vote au début de son tour, avant de piocher. Chacun écrit alors en secret l’un des six suspects, qu’il ait ou non des Preuves sur la table\u00a0; les Lettres et «\u00a0l’Éventreur s’échappe\u00a0» ne sont pas des choix. Les votes sont révélés à la fin de la manche.',
        },
        'vote-without-meld': {
          title: 'Pas de vote sans série',
          body: 'Si une manche a des votes, au moins une zone doit contenir une série, 3 cartes ou plus d’une couleur ou de Lettres\u00a0: sinon personne n’aurait pu lancer le vote.',
        },
        'ending-ways': {
          title: 'Quatre façons de finir une manche',
          body: 'Une manche se termine quand un joueur défausse sa dernière carte (il est sorti)\u00a0; quand la Démission du commissaire de police oblige un ou plusieurs joueurs à poser leur dernière carte\u00a0; quand L’Éventreur s’échappe est joué\u00a0; ou quand le Dossier est épuisé pour la deuxième fois. La première fois qu’il s’épuise, le jeu continue.',
        },
        'bad-ending': {
          title: 'Comment la manche s’est terminée',
          body: 'Chaque manche dit laquelle de ces quatre fins l’a terminée. Pour la Démission du commissaire de police, elle nomme chaque joueur forcé de sortir\u00a0: au moins un, et aucun deux fois.',
        },
        outcome: {
          title: 'Démasqué ou échappé',
          body: 'Casebook déduit l’issue\u00a0: vous ne la saisissez jamais. Après L’Éventreur s’échappe, ou quand le Dossier est épuisé deux fois, l’Éventreur s’échappe. Sinon quelqu’un est sorti ou a été forcé de sortir, et les candidats sont les suspects qui ont des Preuves sur la table sans être innocentés par l’Alibi en jeu. S’il y a au moins un candidat, l’Éventreur est démasqué\u00a0; s’il n’y en a aucun, il s’échappe.',
          example:
            'Ada sort avec 3 cartes Jill et 3 Lettres, mais Bram a l’Alibi de Jill\u00a0: aucun suspect ne peut être désigné, l’Éventreur s’échappe.',
        },
        'ripper-identity': {
          title: 'Qui est l’Éventreur',
          body: 'Pour chaque candidat, additionnez la valeur de ses Preuves dans toutes les zones, et celle de sa carte Suspect si elle est sur la table. Le candidat au plus haut total est l’Éventreur. Les Lettres ne comptent jamais.',
          more: 'La règle additionne toutes les cartes jouées pour un suspect, et sa carte Suspect est jouée pour lui. Certaines tables lisent «\u00a0le plus de preuves\u00a0» comme les seules cartes Preuve\u00a0: elles peuvent laisser la carte Suspect de côté au début d’une partie.',
          example:
            'Druitt a 5 cartes Preuve sorties et sa carte Suspect\u00a0: 5 × 2 + 3 = 13, contre 6 pour Gull et 6 pour Chapman. Druitt est l’Éventreur.',
          options: {
            'evidence-and-suspect':
              'Les Preuves de chaque candidat et sa carte Suspect comptent dans son total.',
            'evidence-only':
              'Seules les cartes Preuve comptent\u00a0; la carte Suspect est laissée de côté.',
          },
        },
        'tie-break': {
          title: 'Une égalité entre suspects',
          body: 'Si des candidats partagent le plus haut total, l’Éventreur est celui dont le numéro de départage, imprimé en petit dans le coin inférieur gauche de ses cartes Preuve, est le plus bas.',
          example:
            'Eddy, Gull et Chapman totalisent chacun 6. Le numéro d’Eddy, 2, est le plus bas\u00a0: Eddy est l’Éventreur.',
        },
        'alibi-excludes': {
          title: 'Un Alibi innocente son suspect',
          body: 'Un suspect dont l’Alibi est en jeu n’est jamais l’Éventreur, si haut que soit son total. L’Alibi prince Eddy / Sir Gull n’innocente que celui qu’il a nommé.',
          example:
            'Gull totalise 10, mais l’Alibi partagé le nomme. Eddy a 3 × 2 + sa carte Suspect 3 = 9 et Druitt 8\u00a0: Eddy est l’Éventreur.',
        },
        'table-points': {
          title: 'Les points sur la table',
          body: 'Quand l’Éventreur est démasqué, chaque joueur additionne ce qui est devant lui\u00a0: chaque carte Preuve à la valeur de sa couleur (un Joker à celle de la couleur qu’il a remplacée), ses Lettres, ses cartes Suspect, son Alibi, ses Victimes et ses Scènes.',
          more: 'Son score de la manche est ce total, moins les cartes restées en main, plus le bonus de vote. Il peut être négatif, un total aussi.',
        },
        'ripper-double': {
          title: 'La couleur de l’Éventreur est doublée',
          body: 'Chaque carte de la couleur de l’Éventreur compte double pour celui qui l’a devant lui, ajouts sur la série d’un autre compris\u00a0: ses Preuves, les Jokers joués dans sa couleur, et sa carte Suspect. Les Lettres, les Victimes, les Scènes et les Alibis ne sont jamais doublés.',
          example:
            'Druitt est l’Éventreur\u00a0: les 4 cartes Druitt d’Ada comptent 4 × 2 × 2 = 16 et sa carte Suspect Druitt 6\u00a0; la seule carte Druitt que Bram a ajoutée compte 4.',
        },
        'hand-penalty': {
          title: 'Les cartes restées en main',
          body: 'Un joueur qui n’est pas sorti et n’a pas été forcé de sortir perd la valeur des cartes qu’il tient encore, à leur valeur faciale, jamais doublée. Il met d’abord de côté, sans frais, toute carte qui pourrait encore aller sur une série de la table.',
          example:
            'Bram tient encore une carte Jill (2), une Victime (2) et la Démission du commissaire de police (0)\u00a0: il perd 4.',
        },
        'held-escape': {
          title: 'Démasqué avec L’Éventreur s’échappe en main',
          body: 'Un joueur pris avec L’Éventreur s’échappe en main ne perd pas ses 35 points\u00a0: il perd 2 points par Victime sur la table, quelle que soit la valeur des Victimes.',
          example:
            'Avec 4 Victimes sorties, tenir L’Éventreur s’échappe et une carte Eddy coûte 2 × 4 + 2 = 10.',
        },
        'vote-bonus': {
          title: 'Un vote juste\u00a0: 10 points',
          body: 'Quand l’Éventreur est démasqué, chaque joueur dont le vote le désignait marque 10 points de plus, celui qui est sorti compris. Un vote faux, ou l’absence de vote, ne coûte rien. Quand l’Éventreur s’échappe, les votes ne comptent pas.',
        },
        'escape-card': {
          title: 'Évasion par la carte\u00a0: 35',
          body: 'Quand L’Éventreur s’échappe termine la manche, son joueur marque la valeur de la carte, 35, et chaque joueur, lui compris, marque ses Victimes et ses Scènes. Rien d’autre ne compte\u00a0: ni Preuves, ni doublement, ni cartes en main, ni vote.',
          example:
            'À quatre joueurs, les cinq Victimes sorties\u00a0: celui qui joue L’Éventreur s’échappe marque 35 + sa Victime 2 = 37\u00a0; les autres ne marquent que leurs Victimes et leurs Scènes.',
        },
        'escape-without-card': {
          title: 'Évasion sans la carte',
          body: 'L’Éventreur s’échappe aussi quand le Dossier a été épuisé deux fois, ou quand quelqu’un est sorti sans qu’aucun suspect puisse être désigné. Par défaut, chaque joueur marque alors ses Victimes et ses Scènes, comme après la carte, et rien d’autre.',
          more: 'La règle donne un seul décompte pour l’évasion de l’Éventreur, sans dire s’il vaut pour la carte seule. Une table qui le lit ainsi peut décider que personne ne marque après ces évasions, comme pour une manche nulle.',
          options: {
            'victims-and-scenes': 'Chaque joueur marque ses Victimes et ses Scènes, rien d’autre.',
            nothing: 'Personne ne marque rien pour la manche.',
          },
        },
        'entry-hand': {
          title: 'Ce que vous saisissez après une manche',
          body: 'Seulement ce que chacun peut voir\u00a0: comment la manche s’est terminée\u00a0; pour chaque joueur, ses Preuves par couleur avec le nombre de Jokers, ses Lettres, ses cartes Suspect, son Alibi, ses Victimes et ses Scènes\u00a0; ce que tient encore chaque joueur qui n’est pas sorti\u00a0; et les votes, s’il y en a eu un. Casebook déduit qui est l’Éventreur, et s’il a été démasqué.',
          more: 'Donnez les cartes en main soit carte par carte, soit par leur valeur totale en disant si L’Éventreur s’échappe en fait partie.',
        },
        'out-holds-cards': {
          title: 'Rien en main après être sorti',
          body: 'Un joueur sorti, ou forcé de sortir par la Démission du commissaire de police, n’a plus de cartes. Sa saisie peut manquer, être vide, ou valoir 0 point sans L’Éventreur s’échappe\u00a0; tout le reste est refusé.',
        },
        'left-form': {
          title: 'Une seule façon de donner les cartes en main',
          body: 'Les cartes en main d’un joueur se donnent soit carte par carte, L’Éventreur s’échappe compris, soit par un total de points en disant s’il tient L’Éventreur s’échappe\u00a0: l’une des deux, jamais les deux, jamais aucune, et rien d’autre.',
        },
        'left-playable': {
          title: 'Les cartes qu’il fallait mettre de côté',
          body: 'Quand quelqu’un est sorti, ou après la Démission du commissaire de police, une carte encore jouable est mise de côté, pas comptée. Les cartes en main ne peuvent donc pas contenir de Preuve d’une couleur sur la table, de Lettre quand des Lettres sont sorties, de carte Suspect ou Alibi d’un suspect qui a des Preuves sorties (l’un ou l’autre des deux pour l’Alibi partagé), ni de Joker quand le joueur a des Preuves de suspect devant lui.',
        },
        'left-points-beyond': {
          title: 'Pas plus de points en main que les cartes n’en valent',
          body: 'Un total de points resté en main vaut au plus ce que peuvent valoir les cartes du paquet une fois retirées celles sur la table, celles données une à une et la carte qui a fini la manche, aux valeurs de la partie (L’Éventreur s’échappe à part\u00a0: il a sa propre case). Un total plus grand est une erreur de saisie et il est refusé.',
        },
        'left-missing': {
          title: 'Des cartes en main non saisies',
          body: 'Quand la manche s’est terminée par une sortie ou par la Démission du commissaire de police, et qu’un joueur qui tient encore des cartes n’a pas de saisie pour elles, Casebook prévient et le compte comme ne tenant rien qui coûte des points.',
        },
        'end-target': {
          title: 'Jouer en 100 points',
          body: 'Après chaque manche, les scores s’ajoutent aux totaux. À la fin d’une manche où un total atteint 100 ou plus, le plus haut total gagne. Vous pouvez choisir un autre objectif au début d’une partie.',
          more: 'Un texte remanié dit «\u00a0plus de 100\u00a0»\u00a0; la règle française officielle et les autres sources disent que 100 suffit.',
        },
        'bad-target': {
          title: 'Un objectif entier',
          body: 'L’objectif est un nombre entier, 1 ou plus.',
        },
        'end-tie': {
          title: 'Une égalité en tête',
          body: 'Si quelqu’un a atteint l’objectif mais que les plus hauts totaux sont à égalité, une manche de plus est jouée, et encore une après chaque nouvelle égalité. Si plus personne n’a l’objectif après cette manche, la partie continue simplement. À 3 ou 4 joueurs, seule compte une égalité pour la première place.',
        },
        'hand-after-end': {
          title: 'Pas de manche après la fin',
          body: 'Une fois le gagnant connu, la partie est finie\u00a0: une manche saisie après la manche décisive est une erreur. Si une manche précédente était fausse, corrigez plutôt celle-ci.',
        },
        'variants-why': {
          title: 'Pourquoi des variantes',
          body: 'Les règles que Casebook a pu lire laissent deux vrais doutes\u00a0: si la carte Suspect compte pour désigner l’Éventreur, et ce que rapporte une évasion sans la carte. Casebook suit une lecture par défaut et vous laisse choisir l’autre au début d’une partie\u00a0; chaque partie enregistre ses réglages, ses scores ne changent donc jamais ensuite.',
        },
        'bad-variant': {
          title: 'Uniquement les variantes connues',
          body: 'Un fichier de partie ne peut citer que les deux variantes de ce jeu, escapeWithoutCard et ripperTotal, chacune avec l’une de ses valeurs. Tout le reste est refusé, car la partie ne pourrait pas être comptée comme la table l’a jouée.',
        },
        unverified: {
          title: 'Ce qui n’est pas vérifié',
          body: 'Casebook n’a pu lire qu’une partie des règles, et bien des valeurs sont des déductions\u00a0: le nombre de cartes Preuve de chaque suspect (5, soit 30 en tout), leur valeur (2), leurs numéros de départage (1 à 6, dans un ordre lui-même supposé), un Joker resté en main (2), une carte Suspect ou Alibi (3), une Victime ou une Scène (2), la Démission du commissaire de police et L’Éventreur frappe (0).',
          more: 'Seules les Lettres (3) et L’Éventreur s’échappe (35) sont données. Les noms imprimés de quatre Victimes et de quatre Scènes viennent de l’histoire, pas d’une carte, et les cartes françaises gardent peut-être le nom anglais de Jill the Ripper. Lisez vos propres cartes et corrigez les valeurs au début d’une partie.',
        },
        'bad-value': {
          title: 'Corriger la valeur d’une carte',
          body: 'La valeur de n’importe quelle carte peut être corrigée au début d’une partie\u00a0: un nombre entier, 0 ou plus. Chaque partie enregistre les valeurs avec lesquelles elle a été comptée, une ancienne partie se compte donc toujours de la même façon.',
        },
        'bad-tiebreak': {
          title: 'Corriger les numéros de départage',
          body: 'Le numéro de départage d’un suspect peut aussi être corrigé\u00a0: un nombre entier, 1 ou plus, et deux suspects ne peuvent pas partager le même.',
        },
        'bad-deck-count': {
          title: 'Corriger le nombre de Preuves d’un suspect',
          body: 'Le nombre de cartes Preuve d’un suspect peut aller de 3 à 10.',
        },
        'deck-sum': {
          title: 'Trente cartes Preuve pour les suspects',
          body: 'Le paquet compte 36 cartes Preuve\u00a0: 4 Lettres, 2 Jokers et 30 pour les six suspects. Casebook prévient quand les six nombres que vous donnez ne font pas 30, et compte tout de même.',
        },
        'validation-severity': {
          title: 'Erreurs et avertissements',
          body: 'Casebook vérifie chaque manche et chaque fichier de partie qu’il ouvre ou importe. Une erreur signale quelque chose d’impossible à la table, comme des Preuves avant toute Victime\u00a0: la manche ne peut pas être comptée tant qu’elle n’est pas corrigée.',
          more: 'Un avertissement signale quelque chose de possible mais d’inhabituel, comme une Victime et sa Scène dans des zones différentes\u00a0: les scores sont tout de même calculés. Chaque message cite sa règle, et chaque règle a ici son entrée.',
        },
        'unknown-player': {
          title: 'Uniquement les joueurs de la partie',
          body: 'Chaque joueur qu’une manche nomme, dans une zone, dans les cartes restées en main, dans un vote, dans la fin de la manche ou comme donneur, doit être l’un des joueurs de la partie.',
        },
        'unknown-id': {
          title: 'Uniquement les cartes et les suspects de ce paquet',
          body: 'Chaque carte, suspect, Victime et Scène que nomme un fichier de partie doit être de ce jeu. Un vote nomme l’un des six suspects\u00a0: les Lettres, par exemple, ne sont pas un vote.',
        },
        'unknown-field': {
          title: 'Pas de champ inconnu',
          body: 'Une manche, une zone, les règles et les corrections d’une carte ne contiennent que les champs que ce jeu définit, et seuls les six suspects prennent un numéro de départage ou un nombre de cartes. Un champ mal écrit est refusé plutôt qu’ignoré, pour qu’aucune carte ne disparaisse en silence.',
          example: 'victim au lieu de victims dans une zone.',
        },
        'bad-hand': {
          title: 'Comment s’écrit une manche',
          body: 'Les manches forment une liste. Une manche, ses zones et ses votes sont des objets, et les cartes Suspect, les Victimes et les Scènes d’une zone sont des listes.',
        },
        'bad-number': {
          title: 'Des nombres entiers',
          body: 'Chaque nombre de cartes et chaque total de points est un nombre entier, 0 ou plus.',
        },
      },
    },
  },
}
