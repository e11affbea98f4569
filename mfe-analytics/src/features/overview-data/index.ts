export * from './overview-calls';
export * from './use-overview-data';
export * from './use-hide-settings';
export * from './use-adhoc-window';
export * from './post-requests';
export * from './use-delayed-flag';
export * from './overview-timing';
