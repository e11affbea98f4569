// Each test file starts its own database: PGlite boots, migrates and seeds in a few seconds.
jest.setTimeout(30_000);
