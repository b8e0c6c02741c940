export * from './bets';
export * from './mail';
export * from './payments';
export * from './racing';
export * from './subscriptions';
export * from './users';
