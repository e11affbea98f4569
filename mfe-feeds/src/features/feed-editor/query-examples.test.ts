import { parseQuery } from 'shared/query';
import { COMBINATIONS, OPERATORS } from './query-examples';

describe('the examples modal', () => {
  it.each([...OPERATORS.map((o) => o.example), ...COMBINATIONS.map((c) => c.query)])('shows a query that parses: %s', (query) => {
    expect(parseQuery(query)).toMatchObject({ ok: true });
  });
});
