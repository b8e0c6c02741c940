export { serverFieldIssues, type TFieldIssue, writeErrorMessage } from '~/web/lib/api-errors';
