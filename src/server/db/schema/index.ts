export * from './bets';
export * from './racing';
export * from './subscriptions';
export * from './users';
