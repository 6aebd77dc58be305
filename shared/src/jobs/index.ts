export * from './badges';
export * from './filters';
export * from './job';
export * from './keywords';
export * from './posting';
export * from './redirect';
export * from './structured-data';
