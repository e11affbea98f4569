import { defineConfig } from 'drizzle-kit';

// Only generates SQL from the schema; the server applies it at start with Drizzle's migrator.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './src/db/migrations',
});
