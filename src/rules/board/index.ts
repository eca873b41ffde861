export * from './areas';
export * from './isRegion';
export * from './areNeighbours';
export * from './regionAliases';
export * from './mobileScoreboards';
export * from './powerCards';
export * from './pieces';
