export * from './racing';
export * from './subscriptions';
export * from './users';
