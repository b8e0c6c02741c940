export * from './subscriptions';
export * from './users';
