export * from './drain-body';
export * from './remote-worker';
export * from './answers';
