/** Every scene kind the site can ask for, with its variants and defaults. */
import type { SceneDef } from './scene-def.ts';
import { amirsoySlopes, bigChimgan, chatkalRange } from './scenes/snow-mountains.ts';
import { flowerFields, grapeHarvest, greenhouses, orchard, vineyard } from './scenes/farmland.ts';
import { kankaMound, petroglyphs, zangiOta } from './scenes/heritage.ts';
import { chemicalPlant, metallurgicalPlant } from './scenes/plants.ts';
import { coalMine, copperPit } from './scenes/mining.ts';
import { machineBuilding } from './scenes/machine-building.ts';
import { nightStreet, nurafshonStreet } from './scenes/streets.ts';
import { hospital, school, universityCampus } from './scenes/public-buildings.ts';
import { construction } from './scenes/construction.ts';
import { stadium } from './scenes/stadium.ts';
import { grapeFestival, mountainResort, villageGuesthouse } from './scenes/leisure.ts';
import { nationalDishes } from './scenes/dishes.ts';
import { suzani } from './scenes/suzani.ts';
import { blueCeramics } from './scenes/ceramics.ts';
import { charvakReservoir, riverGorge, urungachLake } from './scenes/waters.ts';
import { waterfall } from './scenes/waterfalls.ts';
import { solarFurnace } from './scenes/solar-furnace.ts';
import { mountainPass, planeTrees } from './scenes/passes-and-groves.ts';
import { mountainVillage, steppeReservoir } from './scenes/villages-and-plains.ts';
import { plains } from './scenes/plains.ts';
import { industrialWorks } from './scenes/works.ts';

export const sceneRegistry = {
  'chatkal-range': chatkalRange,
  'big-chimgan': bigChimgan,
  'amirsoy-slopes': amirsoySlopes,
  'charvak-reservoir': charvakReservoir,
  'urungach-lake': urungachLake,
  'river-gorge': riverGorge,
  waterfall,
  'mountain-pass': mountainPass,
  'plane-trees': planeTrees,
  vineyard,
  'grape-harvest': grapeHarvest,
  'flower-fields': flowerFields,
  greenhouses,
  orchard,
  'kanka-mound': kankaMound,
  petroglyphs,
  'zangi-ota': zangiOta,
  'metallurgical-plant': metallurgicalPlant,
  'copper-pit': copperPit,
  'coal-mine': coalMine,
  'chemical-plant': chemicalPlant,
  'machine-building': machineBuilding,
  'solar-furnace': solarFurnace,
  'nurafshon-street': nurafshonStreet,
  'university-campus': universityCampus,
  school,
  hospital,
  construction,
  stadium,
  'night-street': nightStreet,
  'mountain-resort': mountainResort,
  'grape-festival': grapeFestival,
  'village-guesthouse': villageGuesthouse,
  'national-dishes': nationalDishes,
  suzani,
  'blue-ceramics': blueCeramics,
  'mountain-village': mountainVillage,
  'steppe-reservoir': steppeReservoir,
  plains,
  'industrial-works': industrialWorks,
} as const satisfies Record<string, SceneDef<string>>;

export type SceneKind = keyof typeof sceneRegistry;
export type SceneVariant<K extends SceneKind> = (typeof sceneRegistry)[K]['variants'][number];
export const SCENE_KINDS = Object.keys(sceneRegistry) as SceneKind[];

/** JSON-friendly description of every kind, for build tooling (e.g. validating a media manifest). */
export const SCENE_LIST = SCENE_KINDS.map((kind) => {
  const def: SceneDef<string> = sceneRegistry[kind];
  return { kind, title: def.title, alt: def.alt, variants: [...def.variants], defaults: { ...def.defaults } };
});
