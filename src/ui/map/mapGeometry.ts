import { type AreaId, type ExtraAreaId, keysOf, recordOf } from '../../rules';

/**
 * A map of Spain drawn by hand for this app from approximate coastline and border positions
 * (longitude, latitude; no map data copied): each region an outline through named points, so two
 * regions share a border exactly when their outlines run through the same two points in a row.
 * The borders follow the board's neighbours, not today's provinces (a unit test holds them to the
 * engine's), and the regions are stretched where a small one needs room for its caballeros.
 * France and Portugal are drawn as land that is not in play; the Castillo is a keep in the sea.
 */
const POINTS = {
  // Galicia's coast, west and north.
  minoMouth: [-8.9, 41.9],
  riasBaixas: [-8.9, 42.5],
  finisterre: [-9.3, 43.0],
  coruna: [-8.4, 43.5],
  estacaDeBares: [-7.7, 43.8],
  asturias: [-6.0, 43.6],
  // North coast and the Pyrenees.
  galiciaCoast: [-4.6, 43.55],
  santander: [-3.8, 43.65],
  bilbao: [-2.9, 43.55],
  irun: [-1.8, 43.55],
  roncesvalles: [-1.4, 43.1],
  pyreneesWest: [-0.7, 42.85],
  pyreneesMiddle: [0.5, 42.85],
  andorra: [1.4, 42.75],
  capDeCreus: [3.4, 42.5],
  // The Mediterranean coast, north to south.
  costaBrava: [3.4, 41.95],
  barcelona: [2.9, 41.3],
  tarragona: [1.6, 40.85],
  ebroDelta: [0.95, 40.55],
  cataloniaCoast: [0.6, 40.4],
  castellon: [0.35, 40.0],
  valenciaCity: [0.0, 39.45],
  caboDeLaNao: [0.3, 38.75],
  alicante: [-0.2, 38.3],
  cartagena: [-0.8, 37.6],
  murciaCoast: [-1.65, 37.35],
  caboDeGata: [-2.2, 36.75],
  almeria: [-2.6, 36.8],
  motril: [-3.5, 36.72],
  malaga: [-4.7, 36.7],
  gibraltar: [-5.35, 36.15],
  tarifa: [-5.6, 36.02],
  cadiz: [-6.3, 36.5],
  huelva: [-7.0, 37.05],
  ayamonte: [-7.4, 37.2],
  // The border with Portugal, south to north.
  guadiana: [-7.0, 38.2],
  badajoz: [-7.15, 38.6],
  alcantara: [-7.3, 39.0],
  tajoBorder: [-7.0, 39.7],
  gata: [-6.9, 40.3],
  dueroBorder: [-6.8, 41.0],
  miranda: [-6.3, 41.6],
  galiciaBorder: [-7.0, 41.9],
  minoBorder: [-8.2, 41.95],
  // Inland borders between the regions.
  galiciaPaisVascoCastilla: [-4.6, 42.35],
  paisVascoAragon: [-1.0, 42.45],
  paisVascoAragonCastilla: [-2.1, 41.95],
  burgos: [-3.2, 41.85],
  soria: [-2.3, 41.4],
  castillasAragon: [-2.7, 40.8],
  segovia: [-4.2, 40.4],
  avila: [-5.6, 40.5],
  aragonCataluna: [0.35, 41.8],
  aragonCatalunaValencia: [0.35, 40.7],
  teruel: [-0.8, 40.45],
  aragonValenciaCastilla: [-2.1, 40.0],
  cuenca: [-2.35, 40.45],
  albacete: [-2.4, 39.1],
  valenciaGranadaCastilla: [-2.5, 38.25],
  jaen: [-3.5, 38.35],
  castillaGranadaSevilla: [-4.5, 38.4],
  cordoba: [-5.5, 38.6],
  granadaSevilla: [-4.7, 37.5],
  // France beyond the Pyrenees, Portugal beyond its border.
  gulfOfLion: [3.1, 43.1],
  franceEast: [4.0, 44.1],
  franceWest: [-1.6, 44.1],
  landes: [-1.5, 43.6],
  algarve: [-8.0, 37.0],
  saoVicente: [-9.0, 37.0],
  setubal: [-8.8, 38.5],
  lisbon: [-9.5, 38.8],
  aveiro: [-8.9, 40.2],
  porto: [-8.7, 41.2],
  // The Castillo's keep, out in the sea, battlements on top.
  keepNorthWest: [1.6, 39.3],
  keepMerlon1: [1.96, 39.3],
  keepCrenel1: [1.96, 39.05],
  keepCrenel2: [2.32, 39.05],
  keepMerlon2: [2.32, 39.3],
  keepMerlon3: [2.68, 39.3],
  keepCrenel3: [2.68, 39.05],
  keepCrenel4: [3.04, 39.05],
  keepMerlon4: [3.04, 39.3],
  keepNorthEast: [3.4, 39.3],
  keepSouthEast: [3.4, 37.5],
  keepSouthWest: [1.6, 37.5],
} as const satisfies Record<string, readonly [number, number]>;

export type MapPoint = keyof typeof POINTS;

/** Each area's outline, point by point. */
export const OUTLINES: Readonly<Record<AreaId, readonly MapPoint[]>> = {
  galicia: [
    'minoMouth',
    'riasBaixas',
    'finisterre',
    'coruna',
    'estacaDeBares',
    'asturias',
    'galiciaCoast',
    'galiciaPaisVascoCastilla',
    'galiciaBorder',
    'minoBorder',
  ],
  'pais-vasco': [
    'galiciaCoast',
    'santander',
    'bilbao',
    'irun',
    'roncesvalles',
    'pyreneesWest',
    'paisVascoAragon',
    'paisVascoAragonCastilla',
    'burgos',
    'galiciaPaisVascoCastilla',
  ],
  aragon: [
    'pyreneesWest',
    'pyreneesMiddle',
    'aragonCataluna',
    'aragonCatalunaValencia',
    'teruel',
    'aragonValenciaCastilla',
    'cuenca',
    'castillasAragon',
    'soria',
    'paisVascoAragonCastilla',
    'paisVascoAragon',
  ],
  cataluna: [
    'pyreneesMiddle',
    'andorra',
    'capDeCreus',
    'costaBrava',
    'barcelona',
    'tarragona',
    'ebroDelta',
    'cataloniaCoast',
    'aragonCatalunaValencia',
    'aragonCataluna',
  ],
  'castilla-la-vieja': [
    'galiciaPaisVascoCastilla',
    'burgos',
    'paisVascoAragonCastilla',
    'soria',
    'castillasAragon',
    'segovia',
    'avila',
    'gata',
    'dueroBorder',
    'miranda',
    'galiciaBorder',
  ],
  'castilla-la-nueva': [
    'gata',
    'avila',
    'segovia',
    'castillasAragon',
    'cuenca',
    'aragonValenciaCastilla',
    'albacete',
    'valenciaGranadaCastilla',
    'jaen',
    'castillaGranadaSevilla',
    'cordoba',
    'badajoz',
    'alcantara',
    'tajoBorder',
  ],
  sevilla: [
    'badajoz',
    'cordoba',
    'castillaGranadaSevilla',
    'granadaSevilla',
    'malaga',
    'gibraltar',
    'tarifa',
    'cadiz',
    'huelva',
    'ayamonte',
    'guadiana',
  ],
  granada: [
    'castillaGranadaSevilla',
    'jaen',
    'valenciaGranadaCastilla',
    'murciaCoast',
    'caboDeGata',
    'almeria',
    'motril',
    'malaga',
    'granadaSevilla',
  ],
  valencia: [
    'cataloniaCoast',
    'castellon',
    'valenciaCity',
    'caboDeLaNao',
    'alicante',
    'cartagena',
    'murciaCoast',
    'valenciaGranadaCastilla',
    'albacete',
    'aragonValenciaCastilla',
    'teruel',
    'aragonCatalunaValencia',
  ],
  castillo: [
    'keepNorthWest',
    'keepMerlon1',
    'keepCrenel1',
    'keepCrenel2',
    'keepMerlon2',
    'keepMerlon3',
    'keepCrenel3',
    'keepCrenel4',
    'keepMerlon4',
    'keepNorthEast',
    'keepSouthEast',
    'keepSouthWest',
  ],
};

/** Land beside Spain, drawn for orientation only. */
export const NEIGHBOURING_LANDS: readonly {
  /** The area a module may put in play there, whose name the map shows. */
  readonly id: 'france' | 'portugal';
  readonly name: string;
  readonly outline: readonly MapPoint[];
  readonly label: readonly [number, number];
}[] = [
  {
    id: 'france',
    name: 'France',
    outline: [
      'irun',
      'roncesvalles',
      'pyreneesWest',
      'pyreneesMiddle',
      'andorra',
      'capDeCreus',
      'gulfOfLion',
      'franceEast',
      'franceWest',
      'landes',
    ],
    label: [1.2, 43.55],
  },
  {
    id: 'portugal',
    name: 'Portugal',
    outline: [
      'minoMouth',
      'minoBorder',
      'galiciaBorder',
      'miranda',
      'dueroBorder',
      'gata',
      'tajoBorder',
      'alcantara',
      'badajoz',
      'guadiana',
      'ayamonte',
      'algarve',
      'saoVicente',
      'setubal',
      'lisbon',
      'aveiro',
      'porto',
    ],
    label: [-8.2, 39.6],
  },
];

/** Where each area's name, values and caballeros are drawn (longitude, latitude): inside it, with room. */
const LABELS: Readonly<Record<AreaId, readonly [number, number]>> = {
  galicia: [-7.3, 42.7],
  'pais-vasco': [-3.0, 42.75],
  aragon: [-0.72, 41.3],
  cataluna: [1.5, 41.8],
  'castilla-la-vieja': [-4.6, 41.2],
  'castilla-la-nueva': [-4.4, 39.5],
  sevilla: [-5.9, 37.7],
  granada: [-3.5, 37.45],
  valencia: [-1.0, 39.15],
  castillo: [2.5, 38.4],
};

/** Longitude and latitude onto the map's 1000 × 800 grid (a plain equirectangular stretch, north up). */
export const project = ([lon, lat]: readonly [number, number]): readonly [number, number] => [
  Math.round((lon + 9.6) * 76),
  Math.round((44 - lat) * 96),
];

const pointsOf = (outline: readonly MapPoint[]) => outline.map((p) => project(POINTS[p]).join(',')).join(' ');

/** Each area as the SVG draws it: its outline's points and where its label goes. */
export const MAP_SHAPES: Readonly<
  Record<AreaId, { readonly points: string; readonly label: readonly [number, number] }>
> = recordOf(keysOf(OUTLINES), (area) => ({ points: pointsOf(OUTLINES[area]), label: project(LABELS[area]) }));

export const LAND_SHAPES = NEIGHBOURING_LANDS.map((land) => ({
  id: land.id,
  name: land.name,
  points: pointsOf(land.outline),
  label: project(land.label),
}));

/** The grid position of a named point (for tests and anything placed against the outlines). */
export const pointAt = (point: MapPoint): readonly [number, number] => project(POINTS[point]);

/** The map's height on the grid when nothing lies beside the board. */
export const MAP_HEIGHT = 800;
/** Where the areas beside the board begin: a row under the map. */
const BESIDE_TOP = 812;
/** The map's height with the row of areas beside the board (the Ship, the colonies, the jail). */
export const MAP_HEIGHT_WITH_BESIDE = 1000;

/** A box in the row beside the board, by its place from the left. */
function besideBox(place: number): { readonly points: string; readonly label: readonly [number, number] } {
  const [left, width, height] = [place * 250, 238, MAP_HEIGHT_WITH_BESIDE - BESIDE_TOP];
  const corners = [
    [left, BESIDE_TOP],
    [left + width, BESIDE_TOP],
    [left + width, BESIDE_TOP + height],
    [left, BESIDE_TOP + height],
  ];
  return { points: corners.map((c) => c.join(',')).join(' '), label: [left + width / 2, BESIDE_TOP + 84] };
}

const landShape = (name: string, label: readonly [number, number]) => {
  const land = NEIGHBOURING_LANDS.find((l) => l.name === name);
  return { points: land ? pointsOf(land.outline) : '', label: project(label) };
};

/**
 * The areas the variants and expansions bring: France and Portugal on the land beside Spain (France
 * north-east beyond the Pyrenees, Portugal to the west), the Ship, the colonies and the jail in a row
 * beside the board. The label points leave room for the values, the name and the caballeros.
 */
export const EXTRA_SHAPES: Readonly<
  Record<ExtraAreaId, { readonly points: string; readonly label: readonly [number, number] }>
> = {
  france: landShape('France', [0.9, 43.28]),
  portugal: landShape('Portugal', [-8.25, 39.35]),
  ship: besideBox(0),
  america: besideBox(1),
  mediterranean: besideBox(2),
  jail: besideBox(3),
};

/** Extra areas drawn in the row beside the board rather than on the land. */
export const BESIDE_THE_BOARD: readonly ExtraAreaId[] = ['ship', 'america', 'mediterranean', 'jail'];
