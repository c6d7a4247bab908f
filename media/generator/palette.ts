/** Palettes: one limited set per time of day, plus seasonal surface colours graded by that light. */
import { mix, multiply } from './color.ts';

export const TIMES = ['dawn', 'day', 'golden', 'dusk', 'night'] as const;
export type TimeOfDay = (typeof TIMES)[number];
export const SEASONS = ['spring', 'summer', 'autumn', 'winter'] as const;
export type Season = (typeof SEASONS)[number];

export interface TimePalette {
  skyTop: string;
  skyMid: string;
  skyBottom: string;
  sun: string;
  sunGlow: string;
  /** Colour of the light; surfaces are multiplied by it. */
  light: string;
  /** What distant things fade towards (aerial perspective). */
  haze: string;
  /** Shadow tint laid over shaded faces. */
  shade: string;
  mist: string;
  cloud: string;
  cloudShade: string;
  water: string;
  waterDeep: string;
  glint: string;
  /** Lit windows and lamps. */
  lamp: string;
  night: boolean;
}

export interface SeasonPalette {
  grass: string;
  grassDark: string;
  foliage: readonly string[];
  conifer: string;
  ground: string;
  flowers: readonly string[];
  /** Fraction of a peak's height under snow. */
  snowLine: number;
  snowGround: boolean;
  blossom: boolean;
}

export const TIME_PALETTES: Record<TimeOfDay, TimePalette> = {
  dawn: {
    skyTop: '#7587b8', skyMid: '#c9a9c4', skyBottom: '#f7cfae', sun: '#fff3dc', sunGlow: '#ffd9b8',
    light: '#f4dcd2', haze: '#dcc6d2', shade: '#55548a', mist: '#f3dedb', cloud: '#f8e0da', cloudShade: '#c9a9c0',
    water: '#7fa9bd', waterDeep: '#4f7898', glint: '#fff0e0', lamp: '#ffd89a', night: false,
  },
  day: {
    skyTop: '#5c9cd6', skyMid: '#9ac5e6', skyBottom: '#e4eff2', sun: '#fffdf0', sunGlow: '#ffffff',
    light: '#ffffff', haze: '#d3e3ec', shade: '#45588a', mist: '#eef4f6', cloud: '#ffffff', cloudShade: '#d4e2ee',
    water: '#3cb8b8', waterDeep: '#1f8a98', glint: '#f4ffff', lamp: '#ffe3a0', night: false,
  },
  golden: {
    skyTop: '#7b9fc2', skyMid: '#e8c99e', skyBottom: '#f8d9a2', sun: '#fff2c8', sunGlow: '#ffd27e',
    light: '#ffe6bd', haze: '#efd4aa', shade: '#6b5278', mist: '#f7e3c0', cloud: '#fff0d6', cloudShade: '#e2bf9c',
    water: '#5fb0ad', waterDeep: '#3c7f8c', glint: '#fff4d0', lamp: '#ffd58a', night: false,
  },
  dusk: {
    skyTop: '#2c2e5e', skyMid: '#7d5283', skyBottom: '#f08c5e', sun: '#ffcf94', sunGlow: '#ff9c6c',
    light: '#c7909a', haze: '#a77590', shade: '#2b2650', mist: '#c98d9c', cloud: '#f0a48c', cloudShade: '#8a5a80',
    water: '#6a6a98', waterDeep: '#3b3f6e', glint: '#ffc9a0', lamp: '#ffc870', night: false,
  },
  night: {
    skyTop: '#0a1130', skyMid: '#17244c', skyBottom: '#32427a', sun: '#f4f1de', sunGlow: '#8fa3d8',
    light: '#56659a', haze: '#2f3d6c', shade: '#0c1028', mist: '#3d4c7e', cloud: '#3a4a7a', cloudShade: '#222d58',
    water: '#1e2b55', waterDeep: '#121b3c', glint: '#dfe6ff', lamp: '#ffc766', night: true,
  },
};

export const SEASON_PALETTES: Record<Season, SeasonPalette> = {
  spring: {
    grass: '#93c25c', grassDark: '#5f9a48', foliage: ['#6fae4f', '#86c05a', '#4f8f45'], conifer: '#2f6448',
    ground: '#b99b6e', flowers: ['#f25c7a', '#ffd166', '#ffffff', '#c77dff', '#ff8fab'], snowLine: 0.42,
    snowGround: false, blossom: true,
  },
  summer: {
    grass: '#a9b85c', grassDark: '#557f3c', foliage: ['#3f7d3a', '#4f8f45', '#2f6b35'], conifer: '#28583f',
    ground: '#c9a771', flowers: ['#e63946', '#ffb703', '#fefae0'], snowLine: 0.24, snowGround: false, blossom: false,
  },
  autumn: {
    grass: '#c8a85e', grassDark: '#8a7a3c', foliage: ['#d98c2b', '#c4622d', '#e0b13a', '#8c9a3e'], conifer: '#2d5840',
    ground: '#b98d5c', flowers: ['#e76f51', '#f4a261'], snowLine: 0.32, snowGround: false, blossom: false,
  },
  winter: {
    grass: '#e9eff4', grassDark: '#c6d3df', foliage: ['#8a7f78', '#9a8e84', '#7b7069'], conifer: '#2c5246',
    ground: '#dfe7ee', flowers: ['#ffffff'], snowLine: 0.62, snowGround: true, blossom: false,
  },
};

export interface Palette extends TimePalette {
  time: TimeOfDay;
  season: Season;
  s: SeasonPalette;
  /** Grade a surface colour by the light of the hour and fade it by depth (0 near … 1 lost in haze). */
  tone(color: string, depth?: number): string;
  /** The shaded counterpart of an already toned colour. */
  shadeOf(toned: string, amount?: number): string;
}

export function createPalette(time: TimeOfDay, season: Season): Palette {
  const t = TIME_PALETTES[time];
  return {
    ...t,
    time,
    season,
    s: SEASON_PALETTES[season],
    tone: (color, depth = 0) => mix(multiply(color, t.light), t.haze, Math.max(0, Math.min(1, depth))),
    shadeOf: (toned, amount = 0.4) => mix(toned, t.shade, amount),
  };
}
