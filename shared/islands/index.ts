/** Islands (docs/pages.md#islands): what the edge renders around an interactive part of a public page. */
export { CalendarDay, renderZone } from './calendar-day';
export { InPlaceLink } from './in-place-link';
export { Island, type IslandProps } from './island';
export { inPlaceAttribute, isIslandName, isScriptIsland, islandMoments, islandNameParts, islandTag, type IslandMoment, type IslandName, type IslandsOf, type ScriptIsland, type ServesExactly } from './names';
