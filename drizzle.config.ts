import { defineConfig } from 'drizzle-kit';

// NOTE: `npm run db:generate` only diffs the schema against the committed migrations; it never opens DATA_DIR.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema/index.ts',
  out: './drizzle',
});
