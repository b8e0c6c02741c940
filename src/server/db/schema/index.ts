export * from './bets';
export * from './learn';
export * from './mail';
export * from './payments';
export * from './racing';
export * from './racing-data';
export * from './subscriptions';
export * from './users';
